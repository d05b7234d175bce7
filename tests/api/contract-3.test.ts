/** Share 3 of the contract suite over every declared resource (tests/helpers/contract/suite.ts). */
import { contractSuite } from '../helpers/contract/suite';

contractSuite(3);
