import { ERROR_REPORT_LIMITS, ErrorReportInputSchema, MESSAGES } from '@cyber/domain';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/components/error-boundary.tsx';
import { ApiError } from '../../src/lib/api-client.ts';
import {
  createErrorReporter,
  describeClick,
  ERROR_REPORT_ENDPOINT,
  installErrorReporter,
  isReportNoise,
  type ErrorReporter,
} from '../../src/lib/error-reporter.ts';
import { STORAGE_KEYS } from '../../src/lib/auth/session.ts';

type Sent = { url: string; init: RequestInit | undefined };

let fetched: Sent[];
let beacons: { url: string; body: Blob }[];
let stops: (() => void)[];

beforeEach(() => {
  fetched = [];
  beacons = [];
  stops = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      fetched.push({ url, init });
      return new Response(null, { status: 201 });
    }),
  );
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((url: string, body: Blob) => {
      beacons.push({ url, body });
      return true;
    }),
  });
});

afterEach(() => {
  stops.forEach((stop) => stop());
  Reflect.deleteProperty(navigator, 'sendBeacon');
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

const start = (options: Parameters<typeof createErrorReporter>[0] = {}): ErrorReporter => {
  const reporter = createErrorReporter(options);
  stops.push(reporter.install());
  return reporter;
};

/** An uncaught error, as the browser dispatches it at the window. */
const throwUncaught = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  window.dispatchEvent(new ErrorEvent('error', { error, message }));
};

/** An unhandled promise rejection. */
const rejectUnhandled = (reason: unknown) => {
  const event = new Event('unhandledrejection');
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
};

/** Every report sent so far, by beacon or fetch, parsed. */
const reports = async () => [
  ...(await Promise.all(beacons.map(async (b) => JSON.parse(await b.body.text()) as unknown))),
  ...fetched.map((f) => JSON.parse(String(f.init?.body)) as unknown),
];

const sentCount = () => beacons.length + fetched.length;

describe('the noise spec 1 §8 names is never reported', () => {
  const noise: [string, unknown][] = [
    ['Chrome network failure', new TypeError('Failed to fetch')],
    ['Firefox network failure', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari network failure', new TypeError('Load failed')],
    ['a chunk that failed to load', new TypeError('Failed to fetch dynamically imported module')],
    ['the API client with no answer', new ApiError(0, undefined, MESSAGES.genericError)],
    ['a cancelled request', new ApiError(0, undefined, MESSAGES.requestCancelled)],
    ['the cancelled message alone', new Error(MESSAGES.requestCancelled)],
    ['an aborted fetch', new DOMException('The operation was aborted.', 'AbortError')],
    ['an AbortError-named error', Object.assign(new Error('aborted'), { name: 'AbortError' })],
    ['a 400 answer', new ApiError(400, { message: 'bad' })],
    ['a 403 answer', new ApiError(403, { message: 'no' })],
    ['a 404 answer', new ApiError(404, { message: 'gone' })],
    ['a 500 answer', new ApiError(500, undefined)],
    ['a 503 answer', new ApiError(503, undefined)],
  ];

  it.each(noise)('%s', (_kind, error) => {
    expect(isReportNoise(error)).toBe(true);
    start();
    throwUncaught(error);
    rejectUnhandled(error);
    expect(sentCount()).toBe(0);
  });

  it('a real error is not noise', () => {
    expect(isReportNoise(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(
      false,
    );
    expect(isReportNoise(new Error('Something broke'))).toBe(false);
  });
});

describe('a real error', () => {
  it('is sent to the platform with the breadcrumbs before it, never an input value', async () => {
    window.history.replaceState(null, '', '/accounts/42?resetToken=secret-token#section');
    const reporter = start({ now: () => new Date('2026-03-01T10:00:00.000Z') });
    document.body.innerHTML = `
      <button type="button"><svg aria-hidden="true"></svg>  Save   quote </button>
      <label for="email">Email</label><input id="email" type="email" value="person@example.com" />
      <input type="text" aria-label="Search accounts" value="Acme secret search" />
      <textarea aria-label="Notes">typed private notes</textarea>
      <label>State <select><option selected>Confidential Option</option></select></label>
      <a href="/quotes">Quotes</a>
      <div role="combobox" aria-label="Carrier">Selected Carrier Value</div>
      <p>Just text</p>`;
    const click = (selector: string) =>
      document
        .querySelector(selector)!
        .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    click('button svg');
    click('#email');
    click('input[aria-label]');
    click('textarea');
    click('select');
    click('a');
    click('[role=combobox]');
    click('p');
    reporter.navigation('/quotes/7?token=abc#x');

    throwUncaught(new TypeError("Cannot read properties of undefined (reading 'premium')"));

    expect(sentCount()).toBe(1);
    const [report] = await reports();
    const raw = JSON.stringify(report);
    for (const secret of [
      'person@example.com',
      'Acme secret search',
      'typed private notes',
      'Confidential Option',
      'Selected Carrier Value',
      'secret-token',
      'token=abc',
      'Just text',
    ]) {
      expect(raw).not.toContain(secret);
    }
    expect(report).toMatchObject({
      name: 'TypeError',
      message: "Cannot read properties of undefined (reading 'premium')",
      url: '/accounts/42',
      source: 'error',
      occurredAt: '2026-03-01T10:00:00.000Z',
      breadcrumbs: [
        { type: 'navigation', path: '/accounts/42' },
        { type: 'click', role: 'button', name: 'Save quote' },
        { type: 'click', role: 'textbox', name: 'Email' },
        { type: 'click', role: 'textbox', name: 'Search accounts' },
        { type: 'click', role: 'textbox', name: 'Notes' },
        { type: 'click', role: 'combobox', name: 'State' },
        { type: 'click', role: 'link', name: 'Quotes' },
        { type: 'click', role: 'combobox', name: 'Carrier' },
        { type: 'navigation', path: '/quotes/7' },
      ],
    });
    // What the server validates with.
    expect(ErrorReportInputSchema.safeParse(report).success).toBe(true);
  });

  it('goes by beacon to the same origin without a session, by fetch with its token with one', async () => {
    start();
    throwUncaught(new Error('first'));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.url).toBe(`${window.location.origin}${ERROR_REPORT_ENDPOINT}`);
    expect(fetched).toHaveLength(0);

    sessionStorage.setItem(STORAGE_KEYS.accessToken, 'the-access-token');
    rejectUnhandled(new Error('second'));
    expect(fetched).toHaveLength(1);
    const [{ url, init }] = fetched as [Sent];
    expect(url).toBe(`${window.location.origin}${ERROR_REPORT_ENDPOINT}`);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'same-origin' });
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer the-access-token',
      'Content-Type': 'application/json',
    });
    expect(await reports()).toMatchObject([
      { message: 'first', source: 'error' },
      { message: 'second', source: 'unhandledrejection' },
    ]);
  });

  it('never goes to another origin', () => {
    start({ endpoint: 'https://collector.example.com/errors' });
    throwUncaught(new Error('nowhere'));
    expect(sentCount()).toBe(0);
  });

  it('sends nothing while nothing fails (session replay 0)', () => {
    const reporter = start();
    document.body.innerHTML = '<button>Go</button>';
    document.querySelector('button')!.click();
    reporter.navigation('/somewhere');
    expect(reporter.breadcrumbs()).toHaveLength(3);
    expect(sentCount()).toBe(0);
  });

  it('truncates what is too long for the server', async () => {
    start();
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(40_000);
    throwUncaught(error);
    const [report] = (await reports()) as { message: string; stack: string }[];
    expect(report!.message).toHaveLength(ERROR_REPORT_LIMITS.message);
    expect(report!.stack).toHaveLength(ERROR_REPORT_LIMITS.stack);
    expect(ErrorReportInputSchema.safeParse(report).success).toBe(true);
  });
});

describe('limits of one page life', () => {
  it('sends an identical error once', () => {
    start();
    const error = new Error('same');
    throwUncaught(error);
    throwUncaught(error);
    rejectUnhandled(error);
    expect(sentCount()).toBe(1);
    throwUncaught(new Error('another'));
    expect(sentCount()).toBe(2);
  });

  it(`sends at most ${ERROR_REPORT_LIMITS.perPage} reports`, () => {
    start();
    for (let i = 0; i < 15; i++) throwUncaught(new Error(`error ${i}`));
    expect(sentCount()).toBe(ERROR_REPORT_LIMITS.perPage);
  });

  it(`keeps the last ${ERROR_REPORT_LIMITS.breadcrumbs} breadcrumbs`, async () => {
    const reporter = start();
    document.body.innerHTML = Array.from(
      { length: 60 },
      (_, i) => `<button id="b${i}">Button ${i}</button>`,
    ).join('');
    for (let i = 0; i < 60; i++) document.getElementById(`b${i}`)!.click();
    expect(reporter.breadcrumbs()).toHaveLength(ERROR_REPORT_LIMITS.breadcrumbs);
    throwUncaught(new Error('after many clicks'));
    const [report] = (await reports()) as { breadcrumbs: { name?: string }[] }[];
    expect(report!.breadcrumbs).toHaveLength(ERROR_REPORT_LIMITS.breadcrumbs);
    expect(report!.breadcrumbs[0]!.name).toBe('Button 10');
    expect(report!.breadcrumbs.at(-1)!.name).toBe('Button 59');
  });
});

describe('describing a click', () => {
  it('names the nearest control by role and label, and ignores the rest', () => {
    document.body.innerHTML = `
      <div role="dialog" aria-label="Edit account"><p id="plain">Body text</p>
        <button aria-label="Close dialog"><span role="presentation" id="inner">x</span></button>
        <li role="menuitem">${'Very long menu item '.repeat(10)}</li>
        <input type="checkbox" id="remember" /><label for="remember">Remember this device</label>
      </div>`;
    expect(describeClick(document.getElementById('plain'))).toBeNull();
    expect(describeClick(document.getElementById('inner'))).toEqual({
      role: 'button',
      name: 'Close dialog',
    });
    const menu = describeClick(document.querySelector('li'));
    expect(menu?.role).toBe('menuitem');
    expect(menu?.name).toHaveLength(ERROR_REPORT_LIMITS.breadcrumbLabel);
    expect(describeClick(document.getElementById('remember'))).toEqual({
      role: 'checkbox',
      name: 'Remember this device',
    });
  });
});

describe('the app’s error boundary', () => {
  it('reports what it caught, with the component stack', async () => {
    stops.push(installErrorReporter());
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crash = () => {
      throw new Error('render crashed');
    };
    render(createElement(ErrorBoundary, null, createElement(Crash)));
    // The boundary reaches the reporter through its light front door (loaded on demand).
    await vi.waitFor(async () => {
      const sent = (await reports()) as { message: string; source: string; stack: string }[];
      const report = sent.find((r) => r.message === 'render crashed');
      expect(report).toMatchObject({ source: 'boundary' });
      expect(report!.stack).toContain('Component stack:');
    });
  });
});
