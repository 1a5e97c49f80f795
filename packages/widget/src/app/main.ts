// widget-app.js: loaded by widget.js, which hands over the key, the page's comments and what the
// visitor already asked for.
import { HANDOFF_GLOBAL, type BootHandoff, type WidgetWindow } from '../lib/handoff.ts';
import { nextTask } from '../lib/after-paint.ts';
import { recordPageErrors } from '../capture/client-meta.ts';
import { tellNotGranted } from '../auth/tell-not-granted.ts';
import { initialLanguage } from '../customization/saved-settings.ts';
import { setLanguage } from '../i18n/translate.ts';
import { WidgetController } from './widget-controller.ts';
import { createWidgetShell } from './widget-shell.ts';

const win = window as WidgetWindow;
const handoff = win[HANDOFF_GLOBAL];
// Start-up spans several tasks: a second copy of this script running meanwhile must not start a
// second widget on the same hand-off.
if (handoff && !handoff.claimed) {
  handoff.claimed = true;
  void startApp(handoff);
}

async function startApp(given: BootHandoff): Promise<void> {
  // CommentFlow.destroy() withdraws the hand-off: from then on the widget never shows.
  const withdrawn = () => win[HANDOFF_GLOBAL] !== given;
  if (given.notGranted !== 'closed') recordPageErrors(given.origin);
  // A page in French or German waits for that language's texts (one small file) before drawing anything.
  await setLanguage(given.origin, initialLanguage(given.key, given.options.lang));
  if (withdrawn()) return;
  if (given.notGranted === 'closed') {
    // A client this project is not shared with, on a project that takes no guests: told why, and the
    // widget stays away (the loader's listeners go too).
    delete win[HANDOFF_GLOBAL];
    given.takeOver();
    tellNotGranted(given.origin, 'closed', given.options.nonce);
    return;
  }
  // Evaluating this script, the shell with its styles, the controller and its start are four tasks,
  // none long enough to block the host page on a slow phone (bench/widget-budgets.ts).
  await nextTask();
  if (withdrawn()) return;
  const shell = createWidgetShell(given.launcherCss, given.options.nonce);
  await nextTask();
  if (withdrawn()) return;
  const controller = new WidgetController(given, shell);
  await nextTask();
  if (withdrawn()) return controller.destroy();
  delete win[HANDOFF_GLOBAL];
  controller.start(given.takeOver());
}
