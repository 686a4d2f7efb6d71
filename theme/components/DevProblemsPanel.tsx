import { useState } from 'react';
import type { ProblemSection } from '../../plugins/shared/gate';
import styles from './DevProblems.module.css';

/**
 * The dev server's panel of content problems (plugins/devProblems.ts adds it in dev only): what `npm run build` and CI
 * will stop on, listed on every page while the site keeps serving. Contributors' English, like the terminal's.
 */
export function DevProblemsPanel({ sections }: { sections: ProblemSection[] }) {
  const [hidden, setHidden] = useState(false);
  const count = sections.reduce((sum, section) => sum + section.problems.length, 0);
  if (!count || hidden) return null;
  return (
    <aside className={styles.panel} aria-labelledby="dev-problems-title">
      <div className={styles.head}>
        <h2 id="dev-problems-title" className={styles.title}>
          {count === 1 ? '1 problem' : `${count} problems`} the build will stop on
        </h2>
        <button type="button" className={styles.hide} onClick={() => setHidden(true)}>
          Hide
        </button>
      </div>
      <div className={styles.body}>
        {sections.map((section) => (
          <section key={section.title}>
            <h3 className={styles.section}>{section.title}</h3>
            <ul className={styles.list}>
              {section.problems.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </section>
        ))}
        <p className={styles.note}>Fix them and save: the dev server restarts and checks again.</p>
      </div>
    </aside>
  );
}
