// widget.js: the tiny loader sites include. It checks the key, shows a launcher, and loads the app
// bundle only when the page has pins or someone wants to comment (docs/adr/002).
import { appearanceOf } from './customization/appearance.ts';
import { readOptions, type WidgetOptions } from './customization/options.ts';
import { shortcutFor } from './keyboard/shortcut-for.ts';
import {
  HANDOFF_GLOBAL,
  QUEUED_METHODS,
  RUNNING_GLOBAL,
  type BootIntent,
  type CommentFlowApi,
  type NotGranted,
  type QueuedCall,
  type WidgetWindow,
} from './lib/handoff.ts';
import { LAUNCHER_CSS } from './lib/launcher-style.ts';
import { LENT } from './lib/lent-modules.ts';
import { isOwnEvent } from './lib/shadow-host.ts';
import { ApiError, fetchComments, widgetApiBase, type WidgetCommentList } from './lib/api-request.ts';
import { readSessionToken, writeSession } from './auth/member-session.ts';
import { createLoaderLauncher } from './loader/loader-launcher.ts';
import { explainFailure } from './loader/explain-failure.ts';
import { findOwnScript } from './loader/find-own-script.ts';
import { hasQueuedWrites } from './offline/queued-flag.ts';
import { initialLanguage, loadSettings } from './customization/saved-settings.ts';
import { LAUNCHER_LABELS } from './loader/launcher-label.ts';
import { installCaptureHooks } from './capture/capture-hooks.ts';

const win = window as WidgetWindow;

boot();

function boot(): void {
  if (win[RUNNING_GLOBAL]) {
    console.warn('CommentFlow: the widget script is included more than once; only the first copy runs.');
    return;
  }
  const script = findOwnScript();
  const key = script?.dataset.project;
  if (!script || !key) {
    console.warn('CommentFlow: the widget script needs its data-project attribute (copy the snippet from your project settings).');
    return;
  }
  win[RUNNING_GLOBAL] = true;
  // From now on, so a comment can carry the page's errors from before the widget was opened.
  installCaptureHooks(window);
  const origin = new URL(script.src).origin;
  const options = readOptions(script);
  // A page may queue calls before the snippet runs: window.CommentFlow = [['identify', {...}]].
  const calls: QueuedCall[] = Array.isArray(win.CommentFlow) ? [...win.CommentFlow] : [];
  // The rest waits for a task of its own: a fresh page's first touch of Web Storage waits on the
  // browser, and added to this script's evaluation it made one task long enough to block the host page.
  setTimeout(() => listAndStart(origin, key, options, calls), 0);
}

function listAndStart(origin: string, key: string, options: WidgetOptions, calls: QueuedCall[]): void {
  // A member signed in earlier in this tab lists as themselves; a refused token falls back to guest,
  // and so does a client this project is not shared with, whom the app (loaded at once) tells why.
  const token = readSessionToken(key);
  let notGranted: boolean | undefined;
  const run = (list: WidgetCommentList, guestsAllowed = true) => {
    // ARIA's bundles the server names for this caller (docs/product/aria.md): the light checks where the
    // profile has ARIA on, the full scan for a member where it scans on load. Each waits for the page to
    // settle. The key rides in the fragment, never sent.
    for (const file of list.aria?.scripts ?? []) addScript(`${origin}/widget/${file}#${key}`, options.nonce);
    whenBodyReady(() => start(origin, key, list, options, calls, notGranted ? (guestsAllowed ? 'guest' : 'closed') : null));
  };
  const list = (token: string | null) =>
    fetchComments(
      widgetApiBase(origin, key),
      {
        token: () => token,
        onTokenRefused: (refused) => {
          writeSession(key, null);
          notGranted = refused;
        },
      },
      // As the browser has it: the server names the page under the project's rule (page-identity.ts).
      location.href,
    );
  list(token ?? null)
    .catch((error: unknown) => {
      if (notGranted !== undefined) return list(null);
      throw error;
    })
    .then(run, (error: unknown) => {
      // A team-only project still shows its launcher, so members can sign in (guests are told to).
      if (error instanceof ApiError && error.body.error === 'guests-not-allowed') run({ comments: [], page: null }, false);
      else console.warn(explainFailure(error, origin, key));
    });
}

/** One of our bundles (a script added by a script runs as soon as it arrives, async). */
function addScript(src: string, nonce: string | undefined): void {
  const script = document.createElement('script');
  script.src = src;
  if (nonce) script.nonce = nonce;
  script.onerror = () => console.warn(`CommentFlow: could not load ${src}.`);
  document.head.append(script);
}

function whenBodyReady(run: () => void): void {
  if (document.body) run();
  else document.addEventListener('DOMContentLoaded', run, { once: true });
}

function start(
  origin: string,
  key: string,
  { comments, page, aria }: WidgetCommentList,
  options: WidgetOptions,
  calls: QueuedCall[],
  notGranted: NotGranted | null,
): void {
  const intent: BootIntent = { commentMode: false, panel: false, pick: null, view: null };
  const listeners = new AbortController();
  // Nothing to offer a client of a project without guests, so no launcher either (the app explains).
  // Where the visitor moved it in the widget's settings, so it does not jump when the app takes over.
  const { position } = loadSettings(key);
  const look = { ...appearanceOf(options), ...(position && { position }), hideLauncher: options.hideLauncher || notGranted === 'closed' };
  // The app's own choice of language, made again when it starts (the page may set its lang meanwhile).
  const label = LAUNCHER_LABELS[initialLanguage(key, options.lang)];
  const launcher = createLoaderLauncher(() => toggleCommentMode(), look, label, options.nonce);
  let appRequested = false;

  const loadApp = () => {
    if (appRequested) return;
    appRequested = true;
    addScript(`${origin}/widget/widget-app.js`, options.nonce);
  };
  const toggleCommentMode = () => {
    intent.commentMode = !intent.commentMode;
    launcher.setPressed(intent.commentMode);
    loadApp();
  };
  const teardown = () => {
    listeners.abort();
    launcher.remove();
  };

  // Until the app arrives, the loader remembers what the visitor asked for, including the first
  // click in comment mode, so a fast click is not lost to the host page.
  const listen = { capture: true, signal: listeners.signal };
  window.addEventListener(
    'keydown',
    (event) => {
      const shortcut = shortcutFor(event);
      if (shortcut === 'comment') toggleCommentMode();
      else if (shortcut === 'list') {
        intent.panel = !intent.panel;
        loadApp();
      } else if (shortcut === 'activate' || shortcut === 'settings' || shortcut === 'help') {
        // Cmd/Ctrl+F stays the browser's find until the widget's list is open.
        event.preventDefault();
        intent.panel = shortcut === 'activate' || intent.panel;
        intent.view = shortcut === 'activate' ? intent.view : shortcut;
        loadApp();
      } else if (event.key === 'Escape') {
        intent.commentMode = false;
        launcher.setPressed(false);
      }
    },
    listen,
  );
  const swallow = (event: Event) => {
    if (!intent.commentMode || intent.pick || isOwnEvent(event, [launcher.host])) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.type === 'click' && event.target instanceof Element) {
      const { clientX, clientY } = event as MouseEvent;
      intent.pick = { target: event.target, clientX, clientY };
    }
  };
  for (const type of ['pointerdown', 'mousedown', 'click']) window.addEventListener(type, swallow, listen);

  win[HANDOFF_GLOBAL] = {
    origin,
    key,
    comments,
    page,
    aria,
    options,
    launcherCss: LAUNCHER_CSS,
    lent: LENT,
    notGranted,
    takeCalls: () => calls.splice(0),
    takeOver: () => {
      teardown();
      return intent;
    },
    release: () => {
      delete win[RUNNING_GLOBAL];
    },
  };
  const api: Partial<CommentFlowApi> = {
    open: () => {
      intent.panel = true;
      loadApp();
    },
    close: () => {
      intent.panel = false;
      intent.commentMode = false;
      launcher.setPressed(false);
    },
    toggleCommentMode,
    destroy: () => {
      teardown();
      delete win[HANDOFF_GLOBAL];
      delete win.CommentFlow;
      delete win[RUNNING_GLOBAL];
    },
  };
  for (const method of QUEUED_METHODS) {
    api[method] = (...args: unknown[]) => void calls.push([method, ...args]);
  }
  win.CommentFlow = api as CommentFlowApi;

  // "Open on page" from the dashboard (a one-use sign-in code in the fragment): the app signs the member
  // in and opens the thread, even where a guest sees no open thread (a team-only project).
  if (
    notGranted ||
    comments.some((comment) => comment.status !== 'resolved') ||
    hasQueuedWrites(key) ||
    location.hash.includes('&handoff=')
  )
    loadApp();
}
