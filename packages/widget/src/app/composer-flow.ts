import type { Anchor, Viewport } from '@commentflow/shared/schemas/comment';
import { describeTarget } from '../anchoring/describe-target.ts';
import { clientMeta, currentViewport } from '../capture/client-meta.ts';
import { ScreenshotStep } from '../capture/screenshot-step.ts';
import { newClientId } from '../lib/client-id.ts';
import type { Outbox } from '../offline/outbox.ts';
import { Composer, type ComposerDraft } from './composer.ts';
import { h } from './dom.ts';
import { addAsGuest, queued } from './outbox-delivery.ts';

interface Draft {
  view: Composer;
  marker: HTMLElement;
  clientId: string;
  anchor: Anchor;
  viewport: Viewport;
  sending: boolean;
}

/** What a new comment needs from the widget around it. */
export interface ComposerFlowContext {
  /** The pins layer, where the draft's marker and the composer go. */
  layer: HTMLElement;
  /** Our shadow host, left out of screenshots. */
  host: HTMLElement;
  origin: string;
  nonce: string;
  projectKey: string;
  outbox: Outbox;
  /** This page's name under the project's page rule. */
  page(): string;
  /** meta.custom, when the page passed any (CommentFlow.setMetadata). */
  customMetadata(): Record<string, string | number | boolean | null> | undefined;
}

/**
 * A new pin from the click that picked its element to the outbox: the draft's marker and composer,
 * the anchor and viewport taken at the click, and the send (the draft stays open with the reason when
 * the server refuses it).
 */
export class ComposerFlow {
  #draft: Draft | null = null;
  readonly #context: ComposerFlowContext;

  constructor(context: ComposerFlowContext) {
    this.#context = context;
  }

  get isOpen(): boolean {
    return this.#draft !== null;
  }

  /** The composer's screenshot is being annotated: its editor has the keyboard. */
  get annotating(): boolean {
    return this.#draft?.view.screenshot?.annotating ?? false;
  }

  open(target: Element, clientX: number, clientY: number): void {
    this.close();
    const { layer, host, origin, nonce } = this.#context;
    const layerBox = layer.getBoundingClientRect();
    const marker = h('div', { class: 'cf-pin cf-draft', 'aria-hidden': 'true' });
    marker.style.transform = `translate(${Math.round(clientX - layerBox.left)}px, ${Math.round(clientY - layerBox.top)}px)`;
    const screenshot = new ScreenshotStep({ origin, host, pin: () => centerOf(marker), nonce });
    const view = new Composer({ onSubmit: (draft) => void this.#send(draft), onCancel: () => this.close() }, screenshot);
    layer.append(marker, view.element);
    view.placeAt(clientX, clientY, layerBox);
    view.focus();
    this.#draft = {
      view,
      marker,
      clientId: newClientId(),
      anchor: describeTarget(target, clientX, clientY),
      viewport: currentViewport(),
      sending: false,
    };
  }

  close(): void {
    this.#draft?.view.element.remove();
    this.#draft?.marker.remove();
    this.#draft = null;
  }

  async #send({ body, guest, website }: ComposerDraft): Promise<void> {
    const draft = this.#draft;
    if (!draft || draft.sending) return;
    draft.sending = true;
    draft.view.setBusy(true);
    const picture = draft.view.screenshot?.picture;
    try {
      await addAsGuest(guest, () =>
        this.#context.outbox.add({
          ...queued(this.#context.projectKey, draft.clientId),
          kind: 'comment',
          ...(picture && { screenshot: picture }),
          request: {
            clientId: draft.clientId,
            body,
            pageUrl: this.#context.page(),
            pageTitle: document.title.slice(0, 300),
            anchor: draft.anchor,
            viewport: draft.viewport,
            meta: { ...clientMeta(), custom: this.#context.customMetadata() },
            guest,
            ...(website && { website }),
          },
        }),
      );
      // Sent, or kept in the outbox and shown as "sending" until it is: the draft is safe either way.
      if (this.#draft === draft) this.close();
    } catch (error) {
      if (this.#draft !== draft) return;
      draft.sending = false;
      draft.view.setBusy(false);
      draft.view.showError(error instanceof Error ? error.message : String(error));
    }
  }
}

function centerOf(element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}
