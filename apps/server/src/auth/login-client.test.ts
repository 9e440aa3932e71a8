import { describe, expect, it } from 'vitest';
import { isLoopbackHttp } from './login-client.ts';

describe('plain http to an identity provider', () => {
  it('is allowed only on a loopback address', () => {
    expect(isLoopbackHttp('http://127.0.0.1:8080/realms/connect')).toBe(true);
    expect(isLoopbackHttp('http://localhost/oidc')).toBe(true);
    expect(isLoopbackHttp('http://[::1]:3000/oidc')).toBe(true);
    expect(isLoopbackHttp('http://idp.example.com/oidc')).toBe(false);
    expect(isLoopbackHttp('http://127.0.0.1.example.com/')).toBe(false);
    expect(isLoopbackHttp('https://127.0.0.1/')).toBe(false);
  });
});
