/**
 * Hand-written views where the generic ones do not fit, by resource name (a misspelt key fails tsc):
 * they replace or add routes.
 */
import { lazy } from 'react';
import type { ResourceName } from '../../resources';
import type { CustomViews } from '../views/custom-views';

export const customViews: { readonly [N in ResourceName]?: CustomViews } = {
  user: {
    list: lazy(() => import('./iam/UsersPage')),
    show: lazy(() => import('./iam/UserShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazy(() => import('./iam/InviteUsers')) },
      { suffix: '/:id/edit', operation: 'edit', component: lazy(() => import('./iam/UserEdit')) },
    ],
  },
  shipper: { show: lazy(() => import('./shipper/ShipperShow')) },
  auditLog: { list: lazy(() => import('./auditLog/AuditLogList')) },
  product: {
    show: lazy(() => import('./product/ProductShow')),
    routes: [
      { suffix: '/:id/report', operation: 'read', component: lazy(() => import('./product/ProductReport')) },
      { suffix: '/:id/edit', operation: 'edit', component: lazy(() => import('./product/ProductEdit')) },
    ],
  },
  packing: {
    show: lazy(() => import('./packing/PackingShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazy(() => import('./packing/PackingCreate')) },
      {
        suffix: '/new-from-shipper',
        operation: 'create',
        component: lazy(() => import('./packing/PackingFromShipper')),
      },
      { suffix: '/:id/trace', operation: 'read', component: lazy(() => import('./trace/PackingTracePage')) },
    ],
  },
  job: {
    show: lazy(() => import('./job/JobShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazy(() => import('./job/JobCreate')) },
      { suffix: '/board', operation: 'read', component: lazy(() => import('./job/JobBoard')) },
    ],
  },
  // The station page, beside the generic form (kept for the office): an operator scans a traveler and taps a step.
  stepRecord: {
    routes: [{ suffix: '/station', operation: 'create', component: lazy(() => import('./station/StationPage')) }],
  },
  recipe: { show: lazy(() => import('./recipe/RecipeShow')) },
  tank: {
    show: lazy(() => import('./bath/TankShow')),
    routes: [{ suffix: '/:id/recall', operation: 'read', component: lazy(() => import('./trace/TankRecallPage')) }],
  },
  bathAnalysis: {
    show: lazy(() => import('./bath/BathAnalysisShow')),
    routes: [{ suffix: '/new', operation: 'create', component: lazy(() => import('./bath/BathAnalysisCreate')) }],
  },
  inspection: {
    show: lazy(() => import('./inspection/InspectionShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazy(() => import('./inspection/InspectionCreate')) },
      { suffix: '/:id/edit', operation: 'edit', component: lazy(() => import('./inspection/InspectionEdit')) },
    ],
  },
  instrument: { show: lazy(() => import('./instrument/InstrumentShow')) },
  invoice: {
    show: lazy(() => import('./invoice/InvoiceShow')),
    routes: [
      {
        suffix: '/new-from-packing',
        operation: 'create',
        component: lazy(() => import('./invoice/InvoiceFromPacking')),
      },
      { suffix: '/:id/edit', operation: 'edit', component: lazy(() => import('./invoice/InvoiceEdit')) },
    ],
  },
};

const byName: Partial<Record<string, CustomViews>> = customViews;

/** A resource's hand-written views, looked up by a declaration's name. */
export const customViewsOf = (name: string): CustomViews | undefined => byName[name];
