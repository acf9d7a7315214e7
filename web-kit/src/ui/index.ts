export { Button } from './Button';
export { Checkbox } from './Checkbox';
export { AddressLink, mapsHref, PhoneLink } from './Contact';
export { Dialog } from './Dialog';
export { type Option, RadioGroup, SelectField, TextField } from './Field';
export { CallAgent, PageFrame } from './PageFrame';
export { ScrollRegion } from './ScrollRegion';
export { Empty, FetchFailed, Loading, NeedLocation } from './States';
export { type Tab, Tabs } from './Tabs';
