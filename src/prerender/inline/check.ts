// The prerendered page's first script, before its first paint (check.ts).
import { checkPage } from '../check';

export default checkPage;
