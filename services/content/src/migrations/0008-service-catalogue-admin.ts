import { Migration } from '@mikro-orm/migrations';

class ServiceCatalogueAdmin extends Migration {
  override up(): void {
    // A testimonial may name the author's company and show their photo (both optional: the demo ones have neither).
    this.addSql(`ALTER TABLE service_testimonials
      ADD COLUMN company text CHECK (char_length(company) BETWEEN 1 AND 120),
      ADD COLUMN photo_url text CHECK (photo_url ~ '^(/api/content/media/[a-z0-9-]+\\.(png|jpg|webp|svg)|https://[^\\s]+)$' AND char_length(photo_url) <= 2048)`);
    // A case study's link to the live project is https only (checked by the contract; NOT VALID keeps older rows).
    this.addSql(`ALTER TABLE service_case_studies
      ADD CONSTRAINT service_case_studies_project_https CHECK (project_url ~ '^https://[^\\s]+$') NOT VALID`);
  }
}

export const migrations = [{ name: '0008-service-catalogue-admin', class: ServiceCatalogueAdmin }];
