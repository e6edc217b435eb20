export { RequestOwner } from './request-owner';
