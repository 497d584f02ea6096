import { deployPackage, deployPages } from '../lms/deploy';

/** Where the matrix's SCORM package of Your turn is unzipped under dist/lms-e2e/ (e2e/engines/matrix.spec.ts). */
export const YOUR_TURN_SCO = 'courses/9/scorm/your-turn';

/** The stand-in LMS and a package of Your turn, built by the real `package:scorm`, before any engine starts. */
export default function globalSetup(): void {
  deployPages();
  deployPackage('your-turn', YOUR_TURN_SCO);
}
