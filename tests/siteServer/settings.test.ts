import { describe, expect, it } from 'vitest';
import { SettingsError, settingsFromEnv } from '../../src/siteServer/settings';

const settings = (env: NodeJS.ProcessEnv) => settingsFromEnv(env, '/srv/site');

describe('LOG_LEVEL', () => {
  it('is info unless one of pino’s levels is named', () => {
    expect(settings({}).logLevel).toBe('info');
    expect(settings({ LOG_LEVEL: '' }).logLevel).toBe('info');
    expect(settings({ LOG_LEVEL: 'debug' }).logLevel).toBe('debug');
    expect(settings({ LOG_LEVEL: 'silent' }).logLevel).toBe('silent');
  });

  it('refuses any other word, in Korean, listing the levels', () => {
    expect(() => settings({ LOG_LEVEL: 'verbose' })).toThrow(SettingsError);
    expect(() => settings({ LOG_LEVEL: 'INFO' })).toThrow(
      '환경 변수 LOG_LEVEL은(는) fatal, error, warn, info, debug, trace, silent 중 하나여야 합니다: INFO',
    );
  });
});

describe('the connection timeouts', () => {
  it('default to 10 s for headers, 30 s for a whole request and 5 s for an idle kept-alive connection', () => {
    expect(settings({})).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(
      settings({ HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '4000', KEEP_ALIVE_TIMEOUT_MS: '1000' }),
    ).toMatchObject({
      headersTimeoutMs: 2000,
      requestTimeoutMs: 4000,
      keepAliveTimeoutMs: 1000,
    });
  });

  it.each(['HEADERS_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS', 'KEEP_ALIVE_TIMEOUT_MS'])(
    'refuses a %s that is not a positive integer',
    (name) => {
      for (const raw of ['0', '-5', '1.5', '10s']) {
        expect(() => settings({ [name]: raw }), raw).toThrow(
          expect.objectContaining({
            code: 'setting-not-positive',
            message: `환경 변수 ${name}은(는) 1 이상의 정수여야 합니다: ${raw}`,
          }),
        );
      }
    },
  );

  it('refuses a header timeout longer than the whole request’s', () => {
    expect(() => settings({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(
      /HEADERS_TIMEOUT_MS\(40000\)은\(는\) REQUEST_TIMEOUT_MS\(30000\)보다 클 수 없습니다/,
    );
  });
});
