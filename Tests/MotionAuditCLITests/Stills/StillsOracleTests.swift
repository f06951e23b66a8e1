import Foundation
import TestSupport
import Testing

/// Every frame of every Lottie fixture, rendered by `motion-audit stills` and by rlottie, an
/// independent renderer, agrees within the tolerance of Scripts/compare-stills-with-rlottie.py.
///
/// Needs python3 with rlottie-python, pillow and numpy, and rsvg-convert; `.ci/run` installs
/// them. Without them the test is skipped locally and fails under CI.
@Suite struct StillsOracleTests {
  static let script = repositoryRoot + "/Scripts/compare-stills-with-rlottie.py"

  /// The repository's Lottie files and the shared fixtures beside the clone.
  static var fixtures: [String] {
    let manager = FileManager.default
    var files: [String] = []
    for folder in ["Examples/PipApp/PipApp", "../shared/fixtures/lottie"] {
      let path = URL(fileURLWithPath: repositoryRoot).appendingPathComponent(folder)
        .standardizedFileURL.path
      for name in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted()
      where name.hasSuffix(".json") || name.hasSuffix(".lottie") {
        files.append(path + "/" + name)
      }
    }
    return files
  }

  static var toolsMissing: String? {
    let check = run(["python3", script, "--check-tools"])
    return check.status == 0 ? nil : check.output
  }

  static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

  static func run(_ arguments: [String]) -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    do { try process.run() } catch { return (127, "\(error)") }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(
    .enabled(
      if: isCI || toolsMissing == nil,
      "python3 with rlottie-python, pillow and numpy, or rsvg-convert, is missing (bash .ci/run installs them)"
    ))
  func everyFrameOfEveryFixtureMatchesRlottie() throws {
    if let missing = Self.toolsMissing {
      Issue.record("the comparison tools are missing under CI: \(missing)")
      return
    }
    #expect(Self.fixtures.count >= 10, "the shared fixtures are not beside the repository")
    let scratch = try ScratchDirectory()
    defer { scratch.remove() }
    // Render every frame of every animation with the command, in-process.
    var manifest: [[String: Any]] = []
    for (index, file) in Self.fixtures.enumerated() {
      for animation in Self.animations(in: file) {
        let folder = scratch.path + "/\(index)-\(animation ?? "main")"
        var arguments = [
          "stills", file, "--all-frames", "--out", folder, "--prefix", "", "--allow-unsupported",
        ]
        if let animation { arguments += ["--animation", animation] }
        let size = Self.drawnSize(file, animation)
        arguments += ["--size", "\(size.width)x\(size.height)"]
        let outcome = runCommand(arguments)
        #expect(outcome.exitCode == .success, "\(file): \(outcome.error)")
        manifest.append([
          "file": file, "animation": animation ?? NSNull(), "directory": folder,
          "stderr": outcome.error,
        ])
      }
    }
    let manifestPath = scratch.path + "/manifest.json"
    try JSONSerialization.data(withJSONObject: manifest).write(
      to: URL(fileURLWithPath: manifestPath))
    let comparison = Self.run(["python3", Self.script, "--manifest", manifestPath])
    #expect(comparison.status == 0, "\(comparison.output)")
    // Every fixture without unsupported features was compared frame by frame.
    #expect(comparison.output.contains(" frames within tolerance"), "\(comparison.output)")
  }

  /// The animation ids of a dotLottie archive (nil for a JSON file).
  static func animations(in file: String) -> [String?] {
    guard file.hasSuffix(".lottie") else { return [nil] }
    let listing = run([
      "python3", "-c",
      "import sys,zipfile,re,os;print('\\n'.join(os.path.basename(n)[:-5] for n in sorted(zipfile.ZipFile(sys.argv[1]).namelist()) if re.match(r'^(animations|a)/[^/]+\\.json$',n)))",
      file,
    ])
    return listing.output.split(separator: "\n").map { String($0) }
  }

  /// 512 points wide, at the animation's aspect ratio, as the script rasterizes.
  static func drawnSize(_ file: String, _ animation: String?) -> (width: Int, height: Int) {
    let probe = run([
      "python3", script, "--size-of", file, "--animation", animation ?? "",
    ])
    let parts = probe.output.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "x")
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else {
      return (512, 512)
    }
    return (width, height)
  }
}
