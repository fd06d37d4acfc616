import { IsIn, IsOptional } from 'class-validator';
import { IsShopEmail } from './is-shop-email';

/**
 * For this library's specs: shaped like notify's SubscribeDto (the shop's email rule, an optional
 * list), which the library cannot import. Not exported from the library's index.
 */
export class SignUpDto {
  @IsShopEmail('fan@example.com')
  email!: string;

  @IsOptional()
  @IsIn(['drop', 'newsletter'])
  list?: string;
}
