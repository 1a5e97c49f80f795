import { useEffect, useState } from 'react';
import { Button } from '../components/ui/button.tsx';
import { DemoFrame } from '../features/demos/demo-frame.tsx';
import { DemoSection } from '../features/demos/demo-section.tsx';

const SLIDES = ['Spring collection', 'Free shipping this week', 'New: gift cards'];
const SLIDE_MS = 4_000;

/** Elements that move, turn, grow and change: a pin must stay on the element it was made on. */
export default function DemoAnimationPage() {
  const [expanded, setExpanded] = useState(false);
  const [slide, setSlide] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = setInterval(() => setSlide((current) => (current + 1) % SLIDES.length), SLIDE_MS);
    return () => clearInterval(timer);
  }, [paused]);

  return (
    <DemoFrame
      title="Animation test"
      intro="Pin comments on the moving elements below: the sliding box, the spinning badge, the panel that grows and the rotating banner. Each pin follows its element as it moves."
      aside={() => (
        <Button variant="secondary" size="sm" aria-pressed={paused} onClick={() => setPaused((value) => !value)}>
          {paused ? 'Resume the banner' : 'Pause the banner'}
        </Button>
      )}
    >
      <style>{`
        @keyframes cf-demo-slide { from { transform: translateX(0); } to { transform: translateX(calc(100cqw - 100%)); } }
        @keyframes cf-demo-spin { to { transform: rotate(360deg); } }
        @keyframes cf-demo-float { 0%, 100% { transform: translateY(0); } 50% { transform: translateY(-18px); } }
        @media (prefers-reduced-motion: reduce) { .cf-demo-motion { animation-duration: 30s !important; } }
      `}</style>
      <div className="grid gap-6 md:grid-cols-2">
        <DemoSection id="sliding-title" title="Sliding box">
          <div className="mt-4 [container-type:inline-size]">
            <div
              id="sliding-box"
              className="cf-demo-motion w-28 rounded-lg bg-indigo-600 px-3 py-6 text-center text-sm font-medium text-white"
              style={{ animation: 'cf-demo-slide 3s ease-in-out infinite alternate' }}
            >
              I move
            </div>
          </div>
        </DemoSection>
        <DemoSection id="spinning-title" title="Spinning and floating">
          <div className="mt-4 flex items-center justify-around">
            <div
              id="spinning-badge"
              className="cf-demo-motion flex h-20 w-20 items-center justify-center rounded-full bg-amber-400 text-sm font-bold text-amber-950"
              style={{ animation: 'cf-demo-spin 6s linear infinite' }}
            >
              SALE
            </div>
            <div
              id="floating-card"
              className="cf-demo-motion rounded-lg bg-emerald-600 px-4 py-3 text-sm font-medium text-white shadow-lg"
              style={{ animation: 'cf-demo-float 2.5s ease-in-out infinite' }}
            >
              Floating card
            </div>
          </div>
        </DemoSection>
        <DemoSection id="growing-title" title="Panel that grows">
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            aria-expanded={expanded}
            aria-controls="growing-panel"
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Collapse the panel' : 'Expand the panel'}
          </Button>
          <div
            id="growing-panel"
            className="mt-3 overflow-hidden rounded-lg bg-zinc-100 px-4 text-sm text-zinc-700 transition-all duration-700 dark:bg-zinc-800 dark:text-zinc-300"
            style={{ maxHeight: expanded ? '14rem' : '3rem' }}
          >
            <p className="py-3">Pin a comment on this text, then expand the panel: the pin moves down with it.</p>
            <p className="pb-3">
              Shipping: orders before 2 pm leave the same day. Returns are free within 30 days. Gift wrapping is available at checkout.
            </p>
          </div>
        </DemoSection>
        <DemoSection id="banner-title" title="Rotating banner">
          <div className="relative mt-4 h-20 overflow-hidden rounded-lg bg-gradient-to-r from-fuchsia-600 to-indigo-600" aria-live="polite">
            {SLIDES.map((text, index) => (
              <p
                key={text}
                id={`banner-slide-${index + 1}`}
                aria-hidden={index !== slide}
                className="absolute inset-0 flex items-center justify-center text-lg font-semibold text-white transition-transform duration-700"
                style={{ transform: `translateX(${(index - slide) * 100}%)` }}
              >
                {text}
              </p>
            ))}
          </div>
        </DemoSection>
      </div>
    </DemoFrame>
  );
}
