import { describe, expect, it } from 'vitest';
import { appContentSecurityPolicy } from './app-csp';

describe('appContentSecurityPolicy', () => {
  it('allows only own scripts and the PDF scheme in the packaged app', () => {
    const csp = appContentSecurityPolicy(null);
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("connect-src 'self' dossier-file:;");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('lets the dev server in only in development', () => {
    const csp = appContentSecurityPolicy({ serverOrigin: 'http://localhost:5173' });
    expect(csp).toContain("connect-src 'self' dossier-file: http://localhost:5173 ws://localhost:5173");
    expect(csp).toContain("script-src 'self' 'unsafe-inline'");
  });
});
