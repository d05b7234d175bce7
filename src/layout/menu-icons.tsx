/** Icon names used in resource declarations, resolved to components on the client only. */
import type { ComponentType } from 'react';
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

const icons: Record<string, ComponentType> = {
  home: HomeIcon,
  settings: SettingsIcon,
  customer: PeopleIcon,
  auditLog: HistoryIcon,
  product: CategoryIcon,
  shipper: LocalShippingIcon,
  packing: InventoryIcon,
  invoice: ReceiptLongIcon,
  inventory: WarehouseIcon,
  iam: ManageAccountsIcon,
  chemical: ScienceIcon,
  chemicalIn: MoveToInboxIcon,
  chemicalOut: OutboxIcon,
  recipe: BlenderIcon,
  tank: PropaneTankIcon,
  bathAnalysis: BiotechIcon,
};

export const menuIcon = (name: string): ComponentType => icons[name] ?? FolderIcon;
