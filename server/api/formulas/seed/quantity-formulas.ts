import { serviceIds as ids } from "../../catalog/seed/seed-service";
import { type SeedFormula, serviceName } from "./seed-formula";

/** Device services cover servers as well as workstations and laptops. */
function everyDevice(key: string, serviceId: number): SeedFormula {
  return {
    key: `quantity-${key}`,
    name: `Devices covered by ${serviceName(serviceId)}`,
    purpose: "quantity",
    description: "One license for each endpoint and each server at the location.",
    expression: "endpointCount + serverCount",
    serviceId,
  };
}

/**
 * Default quantities where the price basis alone counts the wrong thing. Every expression is
 * non-decreasing in the counts, so a bigger site never gets a smaller default.
 */
export const quantityFormulas: SeedFormula[] = [
  everyDevice("endpoint-detection", ids.endpointDetection),
  everyDevice("managed-detection", ids.managedDetection),
  everyDevice("patch-management", ids.patchManagement),
  everyDevice("vulnerability-management", ids.vulnerabilityManagement),
  {
    key: "quantity-managed-firewall",
    name: "Firewall appliances per site",
    purpose: "quantity",
    description:
      "One firewall per site; a high-availability pair above 150 users or 200 endpoints.",
    expression: "if(userCount > 150 || endpointCount > 200, 2, 1)",
    serviceId: ids.managedFirewall,
  },
  {
    key: "quantity-managed-wifi",
    name: "Wi-Fi access points per site",
    purpose: "quantity",
    description: "One access point for every 25 users, at least one.",
    expression: "max(1, ceil(userCount / 25))",
    serviceId: ids.managedWifi,
  },
  {
    key: "quantity-bcdr-appliance",
    name: "BCDR appliances per site",
    purpose: "quantity",
    description: "One appliance for every ten servers, at least one.",
    expression: "max(1, ceil(serverCount / 10))",
    serviceId: ids.bcdrAppliance,
  },
  {
    key: "quantity-privileged-access",
    name: "Privileged users",
    purpose: "quantity",
    description: "An estimate of one administrator for every 20 users, at least one.",
    expression: "max(1, ceil(userCount / 20))",
    serviceId: ids.privilegedAccess,
  },
];
