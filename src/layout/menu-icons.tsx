/**
 * Side-menu icons: a resource's by its name (a misspelt key fails tsc), a fixed screen's by the name
 * src/fixed-screens.ts gives it. Client only: declarations in resources/ hold no components.
 */
import type { ComponentType } from 'react';
import { resourceList, type ResourceName } from '../../resources';
import { iconProblems } from '../../resources/kit/icon-problems';
import HomeIcon from '@mui/icons-material/Home';
import SettingsIcon from '@mui/icons-material/Settings';
import PeopleIcon from '@mui/icons-material/People';
import HistoryIcon from '@mui/icons-material/History';
import FolderIcon from '@mui/icons-material/Folder';
import CategoryIcon from '@mui/icons-material/Category';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import InventoryIcon from '@mui/icons-material/Inventory2';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ScienceIcon from '@mui/icons-material/Science';
import MoveToInboxIcon from '@mui/icons-material/MoveToInbox';
import OutboxIcon from '@mui/icons-material/Outbox';
import BlenderIcon from '@mui/icons-material/Blender';
import PropaneTankIcon from '@mui/icons-material/PropaneTank';
import BiotechIcon from '@mui/icons-material/Biotech';
import DescriptionIcon from '@mui/icons-material/Description';
import SpeedIcon from '@mui/icons-material/Speed';
import StraightenIcon from '@mui/icons-material/Straighten';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import PrecisionManufacturingIcon from '@mui/icons-material/PrecisionManufacturing';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';

export const resourceIcons: { readonly [N in ResourceName]?: ComponentType } = {
  customer: PeopleIcon,
  auditLog: HistoryIcon,
  product: CategoryIcon,
  shipper: LocalShippingIcon,
  job: PrecisionManufacturingIcon,
  packing: InventoryIcon,
  invoice: ReceiptLongIcon,
  user: ManageAccountsIcon,
  chemical: ScienceIcon,
  chemicalIn: MoveToInboxIcon,
  chemicalOut: OutboxIcon,
  recipe: BlenderIcon,
  tank: PropaneTankIcon,
  bathAnalysis: BiotechIcon,
  specification: DescriptionIcon,
  instrument: SpeedIcon,
  calibration: StraightenIcon,
  inspection: FactCheckIcon,
  nonconformance: ReportProblemIcon,
  certificate: VerifiedUserIcon,
  stepRecord: QrCodeScannerIcon,
};

// A resource with a menu entry and no icon here stops the client as its frame loads, naming it.
const missingIcons = resourceList.flatMap((resource) => iconProblems(resource, new Set(Object.keys(resourceIcons))));
if (missingIcons.length) throw new Error(missingIcons.join('\n'));

export const screenIcons = {
  home: HomeIcon,
  inventory: WarehouseIcon,
  fiscalNotes: RequestQuoteIcon,
  settings: SettingsIcon,
} satisfies Record<string, ComponentType>;

/** The icon names a fixed screen's menu entry may give. */
export type ScreenIconName = keyof typeof screenIcons;

const byName: Partial<Record<string, ComponentType>> = { ...resourceIcons, ...screenIcons };

/** A menu entry's icon: its resource's or its screen's; a folder for a resource given none. */
export const menuIcon = (name: string): ComponentType => byName[name] ?? FolderIcon;
