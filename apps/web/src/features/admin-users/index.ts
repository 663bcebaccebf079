export { UserList } from './components/user-list';
