import type { FastifyInstance } from 'fastify';
import type { Handlers } from '../../plugins/calls.ts';
import { exportOrdersCsv } from './orders-csv.ts';
import * as service from './reports.service.ts';

/** The owner's reports over time (issue 28, docs/decisions/0083): admin only. */
export const reportsHandlers = (app: FastifyInstance) =>
  ({
    getSalesReport: async ({ query }) => service.salesReport(app.db, query),
    getDayReport: async ({ query }) => service.dayReport(app.db, query),
    exportOrdersCsv: async ({ query, reply }) => {
      reply.header(
        'content-disposition',
        `attachment; filename="orders-${query.from}-to-${query.to}.csv"`,
      );
      return exportOrdersCsv(app.db, query);
    },
  }) satisfies Partial<Handlers>;
