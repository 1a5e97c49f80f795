import { elementFinding, outerTag, pageFinding, type Finding } from '../finding.ts';
import { isOwnElement, PER_RULE_MAX } from '../light-checks.ts';

const LINKS_CHECKED = 20;
const CHECKOUT_PAGE = /checkout|cart|basket|panier|warenkorb|kasse/i;
const CHECKOUT_ACTION = /checkout|place order|pay|buy now|order now|commander|payer|bezahlen|kaufen/i;

/**
 * Whether the page is run by a framework that attaches its handlers at the root (React, Vue,
 * Angular, Svelte...): a button's own handlers are then invisible from the page, so "does nothing"
 * cannot be told and is not claimed.
 */
function delegatesEvents(): boolean {
  return document.querySelector('#root, #app, #__next, #__nuxt, [data-reactroot], [ng-version], [data-v-app], [data-svelte-h]') !== null;
}

/**
 * Business logic (docs/product/overview.md): links of this site that answer 404 or 410 (checked with HEAD, at most
 * LINKS_CHECKED), buttons outside any form with no handler the page can see, forms with neither an
 * action, a submit handler nor a submit button, and on EcomFlow's checkout pages a checkout button
 * that is missing or disabled.
 */
export async function businessLogicFindings(variant: string): Promise<Finding[]> {
  const findings: Finding[] = [];
  const links = [...document.links].filter(
    (link) => !isOwnElement(link) && link.origin === location.origin && /^https?:$/.test(link.protocol),
  );
  const unique = [...new Map(links.map((link) => [link.href.split('#')[0]!, link])).entries()].slice(0, LINKS_CHECKED);
  const dead = await Promise.all(
    unique.map(async ([href, link]) => {
      try {
        const response = await fetch(href, { method: 'HEAD', credentials: 'same-origin', redirect: 'follow' });
        return response.status === 404 || response.status === 410
          ? elementFinding('business-logic', 'dead-link', link, `${href} answered ${response.status}`)
          : null;
      } catch {
        return null;
      }
    }),
  );
  findings.push(...dead.filter((finding): finding is Finding => finding !== null));

  if (!delegatesEvents()) {
    const inert = [...document.querySelectorAll('button')].filter(
      (button) =>
        !isOwnElement(button) &&
        !button.disabled &&
        !button.form &&
        button.onclick === null &&
        !button.closest('[onclick]') &&
        !button.hasAttribute('popovertarget') &&
        !button.hasAttribute('commandfor'),
    );
    findings.push(
      ...inert.slice(0, PER_RULE_MAX).map((button) => elementFinding('business-logic', 'inert-button', button, outerTag(button))),
    );
  }
  const inertForms = [...document.forms].filter(
    (form) =>
      !isOwnElement(form) &&
      !form.getAttribute('action') &&
      form.onsubmit === null &&
      !form.querySelector('button:not([type]), button[type="submit" i], input[type="submit" i], input[type="image" i]'),
  );
  findings.push(...inertForms.slice(0, PER_RULE_MAX).map((form) => elementFinding('business-logic', 'inert-form', form, outerTag(form))));

  if (variant === 'ecomflow' && CHECKOUT_PAGE.test(location.pathname)) {
    const candidates = [...document.querySelectorAll<HTMLElement>('button, input[type="submit" i], a[href]')].filter((element) =>
      CHECKOUT_ACTION.test(element instanceof HTMLInputElement ? element.value : (element.textContent ?? '')),
    );
    const usable = candidates.find(
      (element) => !(element as HTMLButtonElement).disabled && element.getAttribute('aria-disabled') !== 'true',
    );
    if (!usable) {
      findings.push(
        candidates[0]
          ? elementFinding('business-logic', 'checkout-button-missing', candidates[0], `Disabled: ${outerTag(candidates[0])}`)
          : pageFinding(
              'business-logic',
              'checkout-button-missing',
              'checkout',
              `No checkout, pay or place-order button on ${location.pathname}`,
            ),
      );
    }
  }
  return findings;
}
