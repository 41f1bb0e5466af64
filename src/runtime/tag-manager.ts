/**
 * R-SES-8: loads Google Tag Manager as its container snippet does, from a script the CSP allows
 * (the snippet itself is inline, which the CSP forbids): the data layer with the gtm.js start event,
 * then gtm.js for the container the page names (`<html data-tag-manager="GTM-…">`,
 * layouts/Base.astro). Only pages of a build with the tag manager on load it
 * (layouts/TagManager.astro), before the runtime, whose events follow in the data layer (events.ts).
 */
const container = document.documentElement.dataset.tagManager;
if (container) {
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(container)}`;
  document.head.append(script);
}
