/// A test of a token's occurrence against what the rest of the project provides, for project
/// rules whose findings depend on files other than Swift sources: `Image("logo")` cannot make
/// `missing-image-set` fire when an asset catalog holds `logo`.
///
/// Checked only when the run read those files before the Swift files (a ``ProjectContext`` of
/// its asset catalogs and image files); without them every occurrence counts. The test is given
/// the file's bytes and where the token's occurrence ends, and returns whether the occurrence
/// cannot make the rule fire in that project: only then does the occurrence not count.
///
/// A file ruled out by a pre-filter that knows the resources is not cached as plainly empty: the
/// catalogs may change while the file does not, so its entry also holds the resources'
/// fingerprint and another catalog asks again (see ``AuditPlan/parsingNeed(_:)``). Tests are
/// compared by name, so a ``TokenCondition`` holding one stays `Hashable`.
package struct ProjectOccurrenceTest: Sendable, Hashable {
  /// What the test settles, in words: `names an image the project has`.
  package let name: String
  let isSettled:
    @Sendable (_ file: UnsafeBufferPointer<UInt8>, _ end: Int, _ project: ProjectContext) -> Bool

  package init(
    _ name: String,
    isSettled:
      @escaping @Sendable (
        _ file: UnsafeBufferPointer<UInt8>, _ end: Int, _ project: ProjectContext
      ) -> Bool
  ) {
    self.name = name
    self.isSettled = isSettled
  }

  package static func == (lhs: ProjectOccurrenceTest, rhs: ProjectOccurrenceTest) -> Bool {
    lhs.name == rhs.name
  }

  package func hash(into hasher: inout Hasher) {
    hasher.combine(name)
  }
}
