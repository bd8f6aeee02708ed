import { describe, expect, it } from 'vitest';
import { decideNavigation, externalUrlToOpen } from './navigation-policy';

describe('navigation policy', () => {
  it('opens http and https links outside, normalised', () => {
    expect(externalUrlToOpen('https://www.mca.gov.in/content/mca')).toBe('https://www.mca.gov.in/content/mca');
    expect(externalUrlToOpen('HTTP://Example.COM')).toBe('http://example.com/');
  });

  it('refuses every other scheme, credentials in the URL and garbage', () => {
    for (const url of [
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/html,<script>1</script>',
      'dossier-file://pdf/flg_ABCD1234',
      'smb://server/share',
      'ms-settings:',
      'https://user:pass@evil.example/',
      'https://trusted.example@evil.example/',
      'not a url',
      '',
    ]) {
      expect(externalUrlToOpen(url), url).toBeNull();
    }
  });

  it('never allows the window itself to navigate', () => {
    expect(decideNavigation('https://example.com/')).toEqual({ allow: false, openExternal: 'https://example.com/' });
    expect(decideNavigation('file:///tmp/evil.html')).toEqual({ allow: false, openExternal: null });
  });
});
