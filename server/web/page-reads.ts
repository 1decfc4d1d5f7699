import type { PeriodQuery } from "@shared/analytics/period";
import type { OutboxFilter } from "@shared/outbox/outbox-api";
import type { ConfigurationQuery } from "@shared/quotes/configuration-admin";
import type { FastifyInstance } from "fastify";
import { readBuilderAnalytics, readSalesAnalytics } from "../api/analytics/analytics-reads";
import { readOutboxList } from "../api/outbox/outbox-reads";
import {
  readConfigurationDetail,
  readConfigurationList,
} from "../api/quotes/versions/configuration-reads";

/**
 * The API's read functions, for the loaders of pages whose data a TanStack Query keeps fresh
 * after the first paint (decision 056): the loader seeds the query with exactly the answer
 * the API route gives, envelope and all, so the two cannot differ.
 */
export function createPageReads(app: FastifyInstance) {
  const { configurationQueries, analytics } = app.repositories;
  return {
    outboxList: (filter: OutboxFilter) => readOutboxList(app, filter),
    configurationList: (query: ConfigurationQuery) =>
      readConfigurationList(configurationQueries, query),
    configurationDetail: (id: string) => readConfigurationDetail(app, id),
    salesAnalytics: (query: PeriodQuery) => readSalesAnalytics(analytics, query),
    builderAnalytics: (query: PeriodQuery) => readBuilderAnalytics(analytics, query),
    /** GET /api/admin/similar-companies's answer (decision 071). */
    similarPatterns: () => app.services.similarCompanies.staffPatterns(),
  };
}

export type PageReads = ReturnType<typeof createPageReads>;
