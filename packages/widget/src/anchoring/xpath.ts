import { acceptId } from './selector-filters.ts';

/** An XPath from the nearest stable id (or the root), by element position: the selector's fallback. */
export function xpathOf(element: Element): string {
  const steps: string[] = [];
  let current: Element | null = element;
  while (current && current.nodeType === Node.ELEMENT_NODE) {
    const id = current.getAttribute('id');
    if (id && acceptId(id) && !id.includes('"')) {
      steps.unshift(`//*[@id="${id}"]`);
      return steps.join('/');
    }
    steps.unshift(step(current));
    current = current.parentElement;
  }
  return '/' + steps.join('/');
}

function step(element: Element): string {
  // local-name() keeps SVG and other namespaced elements addressable.
  const name = element.localName;
  const simple = /^[a-z][a-z0-9-]*$/.test(name) && element.namespaceURI === 'http://www.w3.org/1999/xhtml';
  let index = 1;
  for (let sibling = element.previousElementSibling; sibling; sibling = sibling.previousElementSibling) {
    if (sibling.localName === name) index++;
  }
  return simple ? `${name}[${index}]` : `*[local-name()="${name}"][${index}]`;
}
