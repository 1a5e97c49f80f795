import type { AriaFindingInput } from '@commentflow/shared/schemas/aria';
import { anchorOf, cssPath } from './element-anchor.ts';

export type Finding = AriaFindingInput;
type Detector = Finding['detector'];

// The server caps these (ARIA_EVIDENCE_MAX, 500 for a subject); cut here so a long text is never refused.
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** A finding about an element: pinned to it, the element's selector as its subject. */
export function elementFinding(detector: Detector, rule: string, element: Element, evidence: string): Finding {
  return { detector, rule, subject: cssPath(element), anchor: anchorOf(element), evidence: cut(evidence, 2000) };
}

/** A finding about the page or a URL or a message, pinned to an element only when one is known. */
export function pageFinding(detector: Detector, rule: string, subject: string, evidence: string, element?: Element | null): Finding {
  return { detector, rule, subject: cut(subject, 500), evidence: cut(evidence, 2000), ...(element && { anchor: anchorOf(element) }) };
}

/** An element's opening tag as evidence, attributes and all, cut short. */
export const outerTag = (element: Element) => cut(element.outerHTML.slice(0, element.outerHTML.indexOf('>') + 1), 300);
