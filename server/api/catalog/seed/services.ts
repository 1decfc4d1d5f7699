import { assuranceServices } from "./assurance-services";
import { complianceServices } from "./compliance-services";
import { dataProtectionServices } from "./data-protection-services";
import { endpointServices } from "./endpoint-services";
import { operationsServices } from "./operations-services";
import type { SeedService } from "./seed-service";

/**
 * The demo catalogue inserted on first start (issue 9): a managed-security price list for
 * small and mid-sized US businesses. Entries are `ServiceInput`s, so parse each with
 * `serviceInputSchema` to fill the defaults; staff edit the result from /admin/catalog.
 */
export const seedServices: ReadonlyArray<SeedService> = [
  ...endpointServices,
  ...dataProtectionServices,
  ...operationsServices,
  ...assuranceServices,
  ...complianceServices,
];
