import { ONBOARDING_MESSAGES, type CaptchaChallenge } from '@cyber/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getCaptcha } from '../api/get-captcha.ts';
import { solvePow } from './solve-pow.ts';

/** A captcha failure, with the spec 1 §8 message to show. */
export class CaptchaError extends Error {}

type WidgetApi = {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | number;
  execute: (widget: string | number | HTMLElement) => void;
  reset: (widget?: string | number) => void;
};
type CaptchaWindow = Window & {
  turnstile?: WidgetApi;
  grecaptcha?: WidgetApi & { ready?: (cb: () => void) => void };
};

const SCRIPTS = {
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  recaptcha: 'https://www.google.com/recaptcha/api.js?render=explicit',
} as const;

const loading = new Map<string, Promise<void>>();
function loadScript(src: string): Promise<void> {
  let promise = loading.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        loading.delete(src);
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    loading.set(src, promise);
  }
  return promise;
}

export type CaptchaStatus = 'loading' | 'ready' | 'error';

/**
 * The invisible captcha of the forgot-password page (spec 1 §4): the challenge is fetched when the
 * page opens and, for proof of work, solved in the background; `getToken()` waits for it — so if
 * the person clicks first, the click runs the challenge. Turnstile and reCAPTCHA render an
 * invisible widget in `containerRef` and execute it on demand.
 */
export function useCaptcha() {
  const containerRef = useRef<HTMLDivElement | null>(null);
  const [status, setStatus] = useState<CaptchaStatus>('loading');
  const [error, setError] = useState<string | null>(null);
  const challenge = useRef<CaptchaChallenge | null>(null);
  const solving = useRef<Promise<string> | null>(null);
  const widget = useRef<{ api: WidgetApi; id: string | number } | null>(null);
  const preparing = useRef<Promise<void> | null>(null);
  const pending = useRef<{ resolve: (t: string) => void; reject: (e: Error) => void } | null>(null);

  const prepare = useCallback(async () => {
    setStatus('loading');
    setError(null);
    solving.current = null;
    let next: CaptchaChallenge;
    try {
      next = await getCaptcha();
    } catch {
      setStatus('error');
      setError(ONBOARDING_MESSAGES.captchaLoadFailed);
      return;
    }
    challenge.current = next;
    if (next.provider === 'pow') {
      const promise = solvePow(next.challenge);
      // Keep the rejection for getToken(); do not leave it unhandled meanwhile.
      promise.catch(() => undefined);
      solving.current = promise;
    } else if (next.provider === 'turnstile' || next.provider === 'recaptcha') {
      try {
        await loadScript(SCRIPTS[next.provider]);
        const api = (window as CaptchaWindow)[
          next.provider === 'turnstile' ? 'turnstile' : 'grecaptcha'
        ];
        if (!api || !containerRef.current) throw new Error('captcha unavailable');
        if (!widget.current) {
          const options =
            next.provider === 'turnstile'
              ? { sitekey: next.siteKey, execution: 'execute', appearance: 'interaction-only' }
              : { sitekey: next.siteKey, size: 'invisible' };
          const id = api.render(containerRef.current, {
            ...options,
            callback: (token: string) => pending.current?.resolve(token),
            'error-callback': () =>
              pending.current?.reject(new CaptchaError(ONBOARDING_MESSAGES.captchaUnverified)),
          });
          widget.current = { api, id };
        }
      } catch {
        setStatus('error');
        setError(ONBOARDING_MESSAGES.captchaLoadFailed);
        return;
      }
    }
    setStatus('ready');
  }, []);

  useEffect(() => {
    preparing.current = prepare();
  }, [prepare]);

  /** A token for one request: null when the provider needs none (dev). */
  const getToken = useCallback(async (): Promise<string | null> => {
    // A click before the challenge arrived waits for it.
    await preparing.current;
    const current = challenge.current;
    if (!current) throw new CaptchaError(ONBOARDING_MESSAGES.captchaLoadFailed);
    if (current.provider === 'dev') return null;
    if (current.provider === 'pow') {
      solving.current ??= solvePow(current.challenge);
      try {
        return await solving.current;
      } catch {
        throw new CaptchaError(ONBOARDING_MESSAGES.captchaUnverified);
      }
    }
    const w = widget.current;
    if (!w) throw new CaptchaError(ONBOARDING_MESSAGES.captchaLoadFailed);
    return new Promise<string>((resolve, reject) => {
      pending.current = { resolve, reject };
      w.api.execute(
        current.provider === 'turnstile' ? (containerRef.current as HTMLElement) : w.id,
      );
    });
  }, []);

  /** After a token was used (or refused): a fresh challenge for the next attempt. */
  const reset = useCallback(() => {
    widget.current?.api.reset(widget.current.id);
    challenge.current = null;
    preparing.current = prepare();
  }, [prepare]);

  return { containerRef, status, error, getToken, reset };
}
