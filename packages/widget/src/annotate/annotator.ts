import { SCREENSHOT_MAX_BYTES } from '@commentflow/shared/constants';
import type { StringKey } from '../i18n/strings.ts';
import type { EditorKit } from '../capture/capture-api.ts';
import { isVisible, paint, type Point, type Shape, type Tool } from './annotation.ts';
import { ANNOTATOR_CSS } from './annotator-style.ts';

const TOOLS: { tool: Tool; label: StringKey; path: string }[] = [
  { tool: 'rect', label: 'toolRect', path: 'M4 6h16v12H4z' },
  { tool: 'arrow', label: 'toolArrow', path: 'M5 19L19 5M10 5h9v9' },
  { tool: 'draw', label: 'toolDraw', path: 'M4 20l4-1L19 8l-3-3L5 16zM14 7l3 3' },
  {
    tool: 'blur',
    label: 'toolBlur',
    path: 'M4 4h4v4H4zM12 4h4v4h-4zM8 8h4v4H8zM16 8h4v4h-4zM4 12h4v4H4zM12 12h4v4h-4zM8 16h4v4H8zM16 16h4v4h-4z',
  },
];
const UNDO_PATH = 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3';
// What the server accepts and what keeps a 2x viewport picture well below its size limit.
const OUTPUT_TYPE = 'image/jpeg';
const OUTPUT_QUALITY = 0.88;
const FALLBACK_QUALITY = 0.5;
// The editor opens as often as the visitor takes screenshots; its styles go into a root once.
const styled = new WeakSet<ShadowRoot>();

/**
 * A modal editor over the page (a <dialog> in our shadow root, so it sits in the top layer) to mark
 * up a screenshot: rectangle, arrow, free draw and blur, with undo. Resolves with the finished JPEG,
 * or null when the visitor cancels. Its words and DOM helpers come from the app (`kit`): this bundle
 * carries no string table and no second copy of them.
 */
export function annotate(root: ShadowRoot, picture: HTMLCanvasElement, { t, h, svgIcon, addStyles }: EditorKit): Promise<Blob | null> {
  if (!styled.has(root)) {
    styled.add(root);
    addStyles(root, ANNOTATOR_CSS);
  }
  return new Promise((resolve) => {
    const view = h('canvas', { role: 'img', 'aria-label': t('annotatedScreenshot') });
    view.width = picture.width;
    view.height = picture.height;
    const context = view.getContext('2d');
    const shapes: Shape[] = [];
    let tool: Tool = 'rect';
    let drawing: Shape | null = null;

    const toolButtons = TOOLS.map(({ tool: name, label, path }) => {
      const button = h(
        'button',
        { type: 'button', class: 'cf-tool', 'aria-label': t(label), title: t(label), 'aria-pressed': String(name === tool) },
        svgIcon(path),
      );
      button.addEventListener('click', () => {
        tool = name;
        for (const other of toolButtons) other.setAttribute('aria-pressed', String(other === button));
      });
      return button;
    });
    const undo = h(
      'button',
      { type: 'button', class: 'cf-tool', 'aria-label': t('undo'), title: t('undoHint'), disabled: true },
      svgIcon(UNDO_PATH),
    );
    const cancel = h('button', { type: 'button', class: 'cf-secondary' }, t('cancel'));
    const done = h('button', { type: 'button', class: 'cf-primary' }, t('attachScreenshot'));
    const dialog = h(
      'dialog',
      { class: 'cf-ui cf-annotate', 'aria-label': t('annotateTitle') },
      h(
        'div',
        { class: 'cf-annotate-frame' },
        h(
          'div',
          { class: 'cf-annotate-bar', role: 'toolbar', 'aria-label': t('annotationTools') },
          h('h2', {}, t('markUp')),
          ...toolButtons,
          h('span', { class: 'cf-annotate-sep' }),
          undo,
        ),
        view,
        h('div', { class: 'cf-annotate-actions' }, cancel, done),
      ),
    );

    const render = () => {
      if (!context) return;
      paint(context, picture, drawing ? [...shapes, drawing] : shapes);
      undo.disabled = shapes.length === 0;
    };
    const finish = (result: Blob | null) => {
      dialog.close();
      dialog.remove();
      resolve(result);
    };
    const pointAt = (event: PointerEvent): Point => {
      const box = view.getBoundingClientRect();
      return { x: ((event.clientX - box.left) * view.width) / box.width, y: ((event.clientY - box.top) * view.height) / box.height };
    };
    const undoLast = () => {
      shapes.pop();
      render();
    };

    view.addEventListener('pointerdown', (event) => {
      const at = pointAt(event);
      view.setPointerCapture(event.pointerId);
      drawing = tool === 'draw' ? { tool, points: [at] } : { tool, from: at, to: at };
    });
    view.addEventListener('pointermove', (event) => {
      if (!drawing) return;
      const at = pointAt(event);
      if (drawing.tool === 'draw') drawing.points.push(at);
      else drawing.to = at;
      render();
    });
    view.addEventListener('pointerup', () => {
      if (drawing && isVisible(drawing)) shapes.push(drawing);
      drawing = null;
      render();
    });
    undo.addEventListener('click', undoLast);
    dialog.addEventListener('keydown', (event) => {
      if (event.key.toLowerCase() === 'z' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        undoLast();
      }
    });
    cancel.addEventListener('click', () => finish(null));
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(null);
    });
    const encode = (quality: number) => new Promise<Blob | null>((resolveBlob) => view.toBlob(resolveBlob, OUTPUT_TYPE, quality));
    done.addEventListener('click', () => {
      done.disabled = true;
      // A very busy page at a high pixel ratio can pass the server's limit: try once more, smaller.
      void encode(OUTPUT_QUALITY)
        .then((blob) => (blob && blob.size > SCREENSHOT_MAX_BYTES ? encode(FALLBACK_QUALITY) : blob))
        .then(finish);
    });

    root.append(dialog);
    render();
    dialog.showModal();
    done.focus();
  });
}
