export interface PageRequest {
  page: number;
  pageSize: number;
}

export const offsetOf = ({ page, pageSize }: PageRequest) => (page - 1) * pageSize;

export const pageCount = (total: number, pageSize: number) => Math.ceil(total / pageSize);
