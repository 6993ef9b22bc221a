/** The scripts being loaded, by address: two callers at once share one `<script>` tag. */
const loading = new Map<string, Promise<void>>();

/**
 * Load a third party's browser script (Stripe.js) once per page: a `<script>` tag appended to the
 * document's head, resolved once `ready()` says its global exists, rejected when it cannot be
 * loaded (offline, blocked). Once loaded, `ready()` answers at once; after a failure the next call
 * tries again.
 */
export function loadScript(url: string, ready: () => boolean): Promise<void> {
  if (ready()) return Promise.resolve();
  const pending = loading.get(url);
  if (pending) return pending;
  const script = document.createElement('script');
  const load = new Promise<void>((resolve, reject) => {
    script.src = url;
    script.async = true;
    script.addEventListener('load', () =>
      ready() ? resolve() : reject(new Error(`${url} loaded without its global`)),
    );
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`${url} could not be loaded`));
    });
  }).finally(() => loading.delete(url));
  loading.set(url, load);
  document.head.appendChild(script);
  return load;
}
