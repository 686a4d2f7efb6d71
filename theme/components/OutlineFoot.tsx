import { BackToTop } from './BackToTop';
import styles from './OutlineFoot.module.css';
import { ReportProblem } from './ReportProblem';

/**
 * The site's rows under the outline's "Edit this page" (the layout's `afterOutline` slot): "Report a problem" and
 * "Back to top", in one box that continues the outline's foot.
 */
export function OutlineFoot() {
  return (
    <div className={styles.foot}>
      <ReportProblem place="outline" />
      <BackToTop />
    </div>
  );
}
