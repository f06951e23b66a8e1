/// Bounds on what the readers accept, so hostile input fails with an error instead of exhausting
/// memory.
///
/// Rive and Lottie JSON readers never allocate more than the input's size; the limits here cover
/// what is not bounded by the input: inflated ZIP entries (a ZIP bomb), the file read from disk,
/// and JSON nesting.
public struct AnimationFileLimits: Sendable, Equatable {
  /// The largest file `AnimationFileReader.read(contentsOf:)` loads.
  public var maximumFileSize: Int
  /// The most entries a ZIP central directory may list.
  public var maximumEntryCount: Int
  /// The largest inflated size of one entry that is read.
  public var maximumEntrySize: Int
  /// The largest inflated size of all entries read from one archive together.
  public var maximumTotalInflatedSize: Int
  /// The deepest JSON nesting of arrays and objects.
  public var maximumJSONDepth: Int

  /// Creates limits; every argument defaults to the value of `.default`.
  public init(
    maximumFileSize: Int = 256 << 20,
    maximumEntryCount: Int = 10_000,
    maximumEntrySize: Int = 64 << 20,
    maximumTotalInflatedSize: Int = 256 << 20,
    maximumJSONDepth: Int = 512
  ) {
    self.maximumFileSize = maximumFileSize
    self.maximumEntryCount = maximumEntryCount
    self.maximumEntrySize = maximumEntrySize
    self.maximumTotalInflatedSize = maximumTotalInflatedSize
    self.maximumJSONDepth = maximumJSONDepth
  }

  /// 256 MiB files, 10 000 entries, 64 MiB per inflated entry, 256 MiB inflated in all, JSON
  /// nested 512 deep: far above real animation files.
  public static let `default` = AnimationFileLimits()
}
