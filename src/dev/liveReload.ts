import { overlayHtml, overlayId } from './overlay';
import { devEventsPath, type BuildFailure, type DevEvent } from './protocol';

export interface LiveReloadOptions {
  /** The build the page came from; '' when the dev server had no good build to serve. */
  pageBuild: string;
  /** Injected by the unit tests; the page's own otherwise. */
  EventSource?: typeof EventSource;
  reload?(): void;
  reconnectMs?: number;
}

function removeOverlay(): void {
  document.getElementById(overlayId)?.remove();
}

function wireCloseButton(): void {
  document.querySelector(`#${overlayId} [data-dev-overlay-close]`)?.addEventListener('click', removeOverlay);
}

/**
 * Listens to the dev server: reloads the page after a good build of another id,
 * lays the overlay over the page after a failed one, and keeps listening across
 * dev server restarts.
 */
export function startLiveReload({
  pageBuild,
  EventSource: Source = EventSource,
  reload = () => location.reload(),
  reconnectMs = 1000,
}: LiveReloadOptions): void {
  function handle(event: DevEvent): void {
    if (event.type === 'problems') {
      removeOverlay();
      document.body.insertAdjacentHTML('beforeend', overlayHtml(event.failure, pageBuild !== ''));
      wireCloseButton();
    } else if (event.build !== pageBuild) {
      // Every good build has a new id, so this also takes the overlay away.
      reload();
    }
  }

  function connect(): void {
    const source = new Source(devEventsPath);
    source.addEventListener('reload', (message) =>
      handle({ type: 'reload', ...(JSON.parse(message.data) as { build: string }) }),
    );
    source.addEventListener('problems', (message) =>
      handle({ type: 'problems', ...(JSON.parse(message.data) as { failure: BuildFailure }) }),
    );
    // EventSource retries by itself after a dropped connection, but gives up for
    // good when an answer is not an event stream (say, another server on the port).
    source.addEventListener('error', () => {
      if (source.readyState === Source.CLOSED) setTimeout(connect, reconnectMs);
    });
  }

  // The server may have put the overlay into the page already.
  wireCloseButton();
  connect();
}
