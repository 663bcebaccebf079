export { useCategory } from './api/category-api';
export { CategoryImageForm } from './components/category-image-form';
export { CategoryList } from './components/category-list';
export { CreateCategoryForm } from './components/create-category-form';
export { RenameCategoryForm } from './components/rename-category-form';
