import type { Kysely, Transaction } from 'kysely';
import { ARIA_RULES, COMMENT_BODY_MAX, type AriaSeverity, type EmailLanguage } from '@commentflow/shared';
import type { AriaFindingRow, Database } from '../../db/schema.ts';
import { ARIA_RULES_FR } from './aria-rules-fr.ts';

/**
 * The language ARIA writes a workspace's comments in: its first owner's chosen e-mail language
 * (notification settings), as the product's mails to them are; English without a choice.
 */
export async function workspaceLanguage(db: Kysely<Database> | Transaction<Database>, workspaceId: string): Promise<EmailLanguage> {
  const row = await db
    .selectFrom('memberships as m')
    .leftJoin('notification_preferences as p', 'p.user_id', 'm.user_id')
    .select('p.email_language')
    .where('m.workspace_id', '=', workspaceId)
    .where('m.role', '=', 'owner')
    .orderBy('m.created_at')
    .executeTakeFirst();
  return row?.email_language ?? 'en';
}

/** ARIA's words around a finding, in each language it writes (as mails are, services/mail/mail-texts.ts). */
interface AriaTexts {
  /** Labels with their colon (French puts a space before it). */
  evidence: string;
  howToFix: string;
  severity: Record<AriaSeverity, string>;
  fromVisitor: string;
  fromMember: string;
  resolved: (day: string) => string;
  reopened: (day: string) => string;
  /** ARIA's own rules in this language; null: the catalogue's English is this language's. */
  rules: Record<string, { title: string; fixHint: string }> | null;
}

const TEXTS: Record<EmailLanguage, AriaTexts> = {
  en: {
    evidence: 'Evidence: ',
    howToFix: 'How to fix: ',
    severity: { critical: 'critical', serious: 'serious', moderate: 'moderate', minor: 'minor' },
    fromVisitor: "Reported by a visitor's browser (unverified).",
    fromMember: "Found by a team member's full scan.",
    resolved: (day) => `Not seen by the full scan of this page on ${day}: resolved by ARIA. It reopens if it comes back.`,
    reopened: (day) => `Seen again on ${day}: reopened by ARIA.`,
    rules: null,
  },
  fr: {
    evidence: 'Preuve : ',
    howToFix: 'Comment corriger : ',
    severity: { critical: 'critique', serious: 'grave', moderate: 'modérée', minor: 'mineure' },
    fromVisitor: "Signalé par le navigateur d'un visiteur (non vérifié).",
    fromMember: "Trouvé par l'analyse complète d'un membre de l'équipe.",
    resolved: (day) => `Non vu par l'analyse complète de cette page le ${day} : résolu par ARIA. Il sera rouvert s'il revient.`,
    reopened: (day) => `Vu de nouveau le ${day} : rouvert par ARIA.`,
    rules: ARIA_RULES_FR,
  },
};

type FindingText = Pick<AriaFindingRow, 'title' | 'evidence' | 'fix_hint' | 'detector' | 'rule' | 'severity' | 'source'>;

/**
 * ARIA's comment on a finding: what is wrong, the evidence, how to fix it, and where it came from,
 * in the workspace's language. Plain text (the widget and the dashboard show comment bodies as
 * text, never HTML). A visitor's finding says so: it came from an unauthenticated browser and is not
 * verified. A library's rule (axe-core) keeps the words it came with.
 */
export function findingCommentBody(finding: FindingText, language: EmailLanguage): string {
  const texts = TEXTS[language];
  const own = Object.hasOwn(ARIA_RULES, finding.rule) ? texts.rules?.[finding.rule] : undefined;
  const title = own?.title ?? finding.title;
  const fixHint = own?.fixHint ?? finding.fix_hint;
  const lines = [
    title,
    finding.evidence ? `${texts.evidence}${finding.evidence}` : null,
    fixHint ? `${texts.howToFix}${fixHint}` : null,
    `${finding.detector} · ${finding.rule} · ${texts.severity[finding.severity]}. ${finding.source === 'visitor' ? texts.fromVisitor : texts.fromMember}`,
  ].filter((line): line is string => line !== null);
  const body = lines.join('\n\n');
  return body.length > COMMENT_BODY_MAX ? `${body.slice(0, COMMENT_BODY_MAX - 1)}…` : body;
}

export const resolvedNote = (at: string, language: EmailLanguage) => TEXTS[language].resolved(at.slice(0, 10));
export const reopenedNote = (at: string, language: EmailLanguage) => TEXTS[language].reopened(at.slice(0, 10));
