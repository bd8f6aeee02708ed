import { describe, expect, it } from 'vitest';
import { maskSecrets } from './mask-secrets';

describe('maskSecrets', () => {
  it('masks live and test keys and leaves other text alone', () => {
    expect(maskSecrets('a svc_live_abc123 b svc_test_XYZ c svc_other_1')).toBe('a svc_live_… b svc_test_… c svc_other_1');
  });
});
