//! The chi-square test of homogeneity the classic model tests share.
#![allow(dead_code)]

/// Pearson's chi-square for two samples over the same categories, and its
/// degrees of freedom (categories seen in either sample, minus one).
pub fn chi_square(a: &[u64; 7], b: &[u64; 7]) -> (f64, usize) {
    let (na, nb) = (a.iter().sum::<u64>() as f64, b.iter().sum::<u64>() as f64);
    let mut stat = 0.0;
    let mut cats = 0;
    for (&x, &y) in a.iter().zip(b) {
        let total = (x + y) as f64;
        if total == 0.0 {
            continue;
        }
        cats += 1;
        let (ea, eb) = (total * na / (na + nb), total * nb / (na + nb));
        stat += (x as f64 - ea).powi(2) / ea + (y as f64 - eb).powi(2) / eb;
    }
    (stat, cats.max(2) - 1)
}

/// Upper critical values of chi-square at p = 0.0001, by degrees of freedom.
pub const CRITICAL: [f64; 7] = [0.0, 15.14, 18.42, 21.11, 23.51, 25.74, 27.86];
