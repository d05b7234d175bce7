/**
 * Hand-written views where the generic ones do not fit, by resource name (a misspelt key fails tsc):
 * they replace or add routes.
 */
import type { ResourceName } from '../../resources';
import type { CustomViews } from '../views/custom-views';
import { lazyScreen } from '../views/lazy-screen';

export const customViews: { readonly [N in ResourceName]?: CustomViews } = {
  user: {
    list: lazyScreen(() => import('./iam/UsersPage')),
    show: lazyScreen(() => import('./iam/UserShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazyScreen(() => import('./iam/InviteUsers')) },
      { suffix: '/:id/edit', operation: 'edit', component: lazyScreen(() => import('./iam/UserEdit')) },
    ],
  },
  shipper: { show: lazyScreen(() => import('./shipper/ShipperShow')) },
  auditLog: { list: lazyScreen(() => import('./auditLog/AuditLogList')) },
  product: {
    show: lazyScreen(() => import('./product/ProductShow')),
    routes: [
      { suffix: '/:id/report', operation: 'read', component: lazyScreen(() => import('./product/ProductReport')) },
      { suffix: '/:id/edit', operation: 'edit', component: lazyScreen(() => import('./product/ProductEdit')) },
    ],
  },
  packing: {
    show: lazyScreen(() => import('./packing/PackingShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazyScreen(() => import('./packing/PackingCreate')) },
      {
        suffix: '/new-from-shipper',
        operation: 'create',
        component: lazyScreen(() => import('./packing/PackingFromShipper')),
      },
      { suffix: '/:id/trace', operation: 'read', component: lazyScreen(() => import('./trace/PackingTracePage')) },
    ],
  },
  job: {
    show: lazyScreen(() => import('./job/JobShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazyScreen(() => import('./job/JobCreate')) },
      { suffix: '/board', operation: 'read', component: lazyScreen(() => import('./job/JobBoard')) },
    ],
  },
  // The station page, beside the generic form (kept for the office): an operator scans a traveler and taps a step.
  stepRecord: {
    routes: [{ suffix: '/station', operation: 'create', component: lazyScreen(() => import('./station/StationPage')) }],
  },
  recipe: { show: lazyScreen(() => import('./recipe/RecipeShow')) },
  tank: {
    show: lazyScreen(() => import('./bath/TankShow')),
    routes: [
      { suffix: '/:id/recall', operation: 'read', component: lazyScreen(() => import('./trace/TankRecallPage')) },
    ],
  },
  bathAnalysis: {
    show: lazyScreen(() => import('./bath/BathAnalysisShow')),
    routes: [{ suffix: '/new', operation: 'create', component: lazyScreen(() => import('./bath/BathAnalysisCreate')) }],
  },
  inspection: {
    show: lazyScreen(() => import('./inspection/InspectionShow')),
    routes: [
      { suffix: '/new', operation: 'create', component: lazyScreen(() => import('./inspection/InspectionCreate')) },
      { suffix: '/:id/edit', operation: 'edit', component: lazyScreen(() => import('./inspection/InspectionEdit')) },
    ],
  },
  instrument: { show: lazyScreen(() => import('./instrument/InstrumentShow')) },
  invoice: {
    show: lazyScreen(() => import('./invoice/InvoiceShow')),
    routes: [
      {
        suffix: '/new-from-packing',
        operation: 'create',
        component: lazyScreen(() => import('./invoice/InvoiceFromPacking')),
      },
      { suffix: '/:id/edit', operation: 'edit', component: lazyScreen(() => import('./invoice/InvoiceEdit')) },
    ],
  },
};

const byName: Partial<Record<string, CustomViews>> = customViews;

/** A resource's hand-written views, looked up by a declaration's name. */
export const customViewsOf = (name: string): CustomViews | undefined => byName[name];
