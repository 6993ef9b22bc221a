import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { errSerializer, redactUrl, reqSerializer } from '../../src/lib/log.ts';

describe('errors in the log', () => {
  it('a failed query keeps its SQL and reason, never its parameters', () => {
    const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2g';
    const error = new DrizzleQueryError(
      'update "users" set "password_hash" = $1 where "id" = $2',
      [hash, 'a-user-id'],
      new Error('deadlock detected'),
    );
    const logged = JSON.stringify(errSerializer(error));
    expect(logged).toContain('update \\"users\\" set');
    expect(logged).toContain('deadlock detected');
    expect(logged).not.toContain(hash);
    expect(logged).not.toContain('a-user-id');
  });

  it('other errors are logged as they are', () => {
    const logged = errSerializer(new Error('disk full'));
    expect(logged).toMatchObject({ type: 'Error', message: 'disk full' });
  });
});

describe('URLs in the log', () => {
  it('replace single-use tokens in paths and queries', () => {
    expect(redactUrl('/api/auth/v1/validatePasswordReset/abc123secret')).toBe(
      '/api/auth/v1/validatePasswordReset/[redacted]',
    );
    expect(redactUrl('/api/auth/v1/admin/enter/jump-token?x=1')).toBe(
      '/api/auth/v1/admin/enter/[redacted]?x=1',
    );
    expect(redactUrl('/api/auth/v1/passwords/a%40b.com/reset?captcha=pow.123&lang=en')).toBe(
      '/api/auth/v1/passwords/a%40b.com/reset?captcha=[redacted]&lang=en',
    );
    expect(redactUrl('/api/auth/v1/signup?token=t0k3n')).toBe(
      '/api/auth/v1/signup?token=[redacted]',
    );
    expect(redactUrl('/api/account/v1/accounts/search?search=acme')).toBe(
      '/api/account/v1/accounts/search?search=acme',
    );
  });

  it('the request serializer logs the redacted URL', () => {
    const logged = reqSerializer({
      method: 'GET',
      url: '/api/auth/v1/checkUserInvited/invite-secret',
      host: 'localhost',
      ip: '127.0.0.1',
    });
    expect(logged).toMatchObject({
      method: 'GET',
      url: '/api/auth/v1/checkUserInvited/[redacted]',
    });
  });
});
