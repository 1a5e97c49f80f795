import { findProduct, PRODUCTS } from '../../packages/shared/src/rules/products.ts';

/** The main site's marketing, legal and product pages, each with the text of its one h1. */
export const SITE_HEADINGS: Readonly<Record<string, string>> = {
  '/': findProduct('devflow').headline,
  '/landing': findProduct('devflow').headline,
  '/landing-original': 'How CommentFlow works, from script tag to resolved',
  '/old-landing': 'Comment on any web page',
  '/new-landing': 'Review your site together, in real time',
  '/landing-v2': 'Get client sign-off without the e-mail threads',
  '/enterprise': 'Visual feedback your security team can approve',
  '/premium': 'Plans that grow with your feedback',
  '/alternative': 'An open source alternative to Marker.io, BugHerd and Userback',
  '/integrations': 'Connect CommentFlow to your stack',
  '/terms-and-conditions': 'Terms and conditions',
  '/privacy': 'Privacy policy',
  '/cookies': 'Cookie policy',
  ...Object.fromEntries(PRODUCTS.flatMap((product) => (product.path ? [[product.path, product.headline]] : []))),
};
