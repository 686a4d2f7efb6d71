import sections from 'virtual-dev-problems';
import { DevProblemsPanel } from './DevProblemsPanel';

/** The dev server's global UI component (plugins/devProblems.ts): the panel, with the problems of the last check. */
export default function DevProblems() {
  return <DevProblemsPanel sections={sections} />;
}
