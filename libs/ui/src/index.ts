import './styles/tokens.css';
import './styles/components.css';

export { LAYOUT, Grid, Col } from './layout';
export { Button } from './Button';
export { Card } from './Card';
export { EmptyState } from './EmptyState';
export { ErrorCard } from './ErrorCard';
export { Spinner, LoadingBlock } from './Spinner';
export { Page } from './Page';
export { Tabs, NavTabs, type TabItem } from './Tabs';
export { Table, type Column } from './Table';
export { Toasts } from './toast/Toasts';
export { toast, useToasts, TOAST_DURATION_MS, type ToastKind, type ToastItem } from './toast/toast-store';
export { Avatar, type AvatarProps } from './avatar/Avatar';
export { Modal } from './modal/Modal';
export { FormItem, Input, Checkbox, FormMessage, requiredMessages } from './form/FormItem';
export { Popover, type PopoverTriggerProps } from './popover/Popover';
export * from './icons';
