import { cmmcRules } from "./cmmc-rules";
import { hipaaRules } from "./hipaa-rules";
import { iso27001Rules } from "./iso27001-rules";
import { operationsRules } from "./operations-rules";
import { pciDssRules } from "./pci-dss-rules";
import { pricingFormulas } from "./pricing-formulas";
import { privacyRules } from "./privacy-rules";
import { protectionRules } from "./protection-rules";
import { quantityFormulas } from "./quantity-formulas";
import type { SeedFormula } from "./seed-formula";
import { soc2Rules } from "./soc2-rules";

/**
 * The default calculation formulas inserted on first start (issue 9), so quotes price and
 * recommend out of the box. Entries are `FormulaInput`s: parse each with
 * `formulaInputSchema` to fill the defaults; `key` stays stable across edits.
 */
export const seedFormulas: ReadonlyArray<SeedFormula> = [
  ...pricingFormulas,
  ...quantityFormulas,
  ...protectionRules,
  ...operationsRules,
  ...hipaaRules,
  ...pciDssRules,
  ...cmmcRules,
  ...soc2Rules,
  ...iso27001Rules,
  ...privacyRules,
];
