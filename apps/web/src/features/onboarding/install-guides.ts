export type Platform = 'html' | 'react' | 'nextjs' | 'wordpress' | 'shopify';

export interface InstallGuide {
  platform: Platform;
  label: string;
  /** Each step's text is `guides.<platform>.<step>` in the onboarding namespace. */
  steps: string[];
  /** What to paste, built from the project's own snippet. */
  code: string;
}

/** The widget script's URL and project key, read back from the snippet the server made. */
export function snippetParts(snippet: string): { src: string; projectKey: string } {
  const src = /src="([^"]+)"/.exec(snippet)?.[1] ?? '';
  const projectKey = /data-project="([^"]+)"/.exec(snippet)?.[1] ?? '';
  return { src, projectKey };
}

/** Install instructions for each platform, each carrying this project's real snippet. */
export function installGuides(snippet: string): InstallGuide[] {
  const { src, projectKey } = snippetParts(snippet);
  return [
    {
      platform: 'html',
      label: 'HTML',
      steps: ['paste'],
      code: snippet,
    },
    {
      platform: 'react',
      label: 'React',
      steps: ['add', 'render'],
      code: `import { useEffect } from 'react';

export function CommentFlowWidget() {
  useEffect(() => {
    const script = document.createElement('script');
    script.src = '${src}';
    script.dataset.project = '${projectKey}';
    script.async = true;
    document.body.appendChild(script);
    return () => script.remove();
  }, []);
  return null;
}`,
    },
    {
      platform: 'nextjs',
      label: 'Next.js',
      steps: ['open', 'add'],
      code: `import Script from 'next/script';

<Script
  src="${src}"
  data-project="${projectKey}"
  strategy="afterInteractive"
/>`,
    },
    {
      platform: 'wordpress',
      label: 'WordPress',
      steps: ['open', 'paste'],
      code: snippet,
    },
    {
      platform: 'shopify',
      label: 'Shopify',
      steps: ['open', 'paste'],
      code: snippet,
    },
  ];
}
