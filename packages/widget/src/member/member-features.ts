import { can } from '@commentflow/shared/permissions';
import { Presence } from '../presence/presence.ts';
import { AriaRunner } from './aria-runner.ts';
import { ariaSection } from './aria-section.ts';
import type { MemberFeatures, MemberKit } from './member-api.ts';
import { MEMBER_CSS } from './member-css.ts';
import { MEMBER_STRINGS } from './member-strings.ts';
import { PositionsReporter } from './positions-reporter.ts';
import { triageActions } from './triage-actions.ts';

/** Presence, pin positions for the dashboard, triage and ARIA's run button: what widget-member.js does. */
export function createMemberFeatures(kit: MemberKit): MemberFeatures {
  const words = () => MEMBER_STRINGS[kit.language()];
  kit.addStyles(kit.root, MEMBER_CSS);
  const presence = new Presence(kit.socket, words());
  presence.watchTyping(kit.root, kit.openThread);
  kit.ui.prepend(presence.cursors.element);
  kit.ui.append(presence.typingIndicator.element);
  const positions = new PositionsReporter(kit.sendPositions);
  const aria = new AriaRunner(kit.origin, kit.key, kit.language, kit.onAriaChange);
  return {
    start: (session) => presence.start(session),
    stop: () => presence.stop(),
    reportPositions: (latest) => positions.report(latest),
    resetPositions: () => positions.reset(),
    // A client gets no status buttons: the server refuses them the change.
    triageActions: (session, comment) =>
      can(session.role, 'comment:triage') ? triageActions(comment, words(), (status) => kit.setStatus(comment.id, status)) : null,
    ariaSection: (settings) => ariaSection(words(), aria, () => void aria.run(settings)),
    setStrings: () => presence.typingIndicator.setStrings(words()),
    destroy() {
      presence.stop();
      positions.stop();
      presence.cursors.element.remove();
      presence.typingIndicator.element.remove();
    },
  };
}
