export type Platform = 'html' | 'react' | 'nextjs' | 'wordpress' | 'shopify';

export interface InstallGuide {
  platform: Platform;
  label: string;
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
      steps: ['Paste the tag just before the closing </body> tag of every page that should collect feedback.'],
      code: snippet,
    },
    {
      platform: 'react',
      label: 'React',
      steps: ['Add this component to your app.', 'Render <CommentFlowWidget /> once, near the root (for example in App).'],
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
      steps: ['Open app/layout.tsx (App Router) or pages/_app.tsx.', 'Add the Script inside <body>, after {children}.'],
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
      steps: [
        'In wp-admin, open Appearance → Theme File Editor and choose footer.php (or use a header-and-footer plugin such as WPCode, "Footer" box).',
        'Paste the tag just before </body> and save.',
      ],
      code: snippet,
    },
    {
      platform: 'shopify',
      label: 'Shopify',
      steps: ['In Shopify admin, open Online Store → Themes → ⋯ → Edit code.', 'Open layout/theme.liquid, paste the tag just before </body> and save.'],
      code: snippet,
    },
  ];
}
