/*
 * Ejected from Rspress v2's ReadPercent and useReadPercent (the circle keeps the original's markup and class). The
 * original reads the window height through useWindowSize, which sets state in a layout effect right after
 * hydration: a synchronous update that drags every pending effect of the page into the same long task. This one
 * measures in its scroll and resize listeners.
 */
import { useEffect, useState } from 'react';
import { readPercent } from '../outline/readPercent';

interface Reading {
  percent: number;
  scrollTop: number;
}

/** [percent read, scroll position in px], updated as the reader scrolls (the ring and "Back to top"). */
export function useReadPercent(): [number, number] {
  const [reading, setReading] = useState<Reading>({ percent: 0, scrollTop: 0 });
  useEffect(() => {
    const measure = () => {
      const content = document.querySelector('.rspress-doc');
      const scrollTop = window.scrollY || document.documentElement.scrollTop;
      const percent = readPercent(scrollTop, window.innerHeight, content?.getBoundingClientRect().height ?? 0);
      setReading((last) => (last.percent === percent && last.scrollTop === scrollTop ? last : { percent, scrollTop }));
    };
    measure();
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, []);
  return [reading.percent, reading.scrollTop];
}

/** The reading progress ring beside "On this page" and in the phone menu bar. */
export function ReadPercent({ size, strokeWidth }: { size: number; strokeWidth: number }) {
  const [percent] = useReadPercent();
  const radius = (size - strokeWidth) / 2;
  const circumference = 2 * Math.PI * radius;
  const centre = size / 2;
  const ring = { cx: centre, cy: centre, r: radius, fill: 'none', strokeWidth, strokeLinecap: 'round' } as const;
  return (
    <svg width={size} height={size} className="rp-progress-circle" aria-hidden="true">
      <circle {...ring} stroke="var(--rp-c-divider-light)" />
      <circle
        {...ring}
        stroke="var(--rp-c-brand)"
        strokeDasharray={circumference}
        strokeDashoffset={circumference * (1 - percent / 100)}
        transform={`rotate(-90 ${centre} ${centre})`}
        style={{ transition: 'stroke-dashoffset 0.3s' }}
      />
    </svg>
  );
}
