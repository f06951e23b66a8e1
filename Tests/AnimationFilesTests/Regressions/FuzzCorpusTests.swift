import Foundation
import TestSupport
import Testing

@testable import AnimationFiles

/// Every input committed under `Fuzz/Corpus/<target>` is read the way its fuzz target reads it:
/// each must read, or fail with a typed error pointing inside the input. So `swift test` replays
/// what the fuzzers once explored, on a 512 KiB thread like the targets' small stack, without
/// building them.
struct FuzzCorpusTests {
  private static let corpus = RepositoryFiles.url("Fuzz/Corpus")

  private static func inputs(_ target: String) throws -> [(name: String, bytes: [UInt8])] {
    let folder = corpus.appendingPathComponent(target)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    return try names.map { name in
      (name, [UInt8](try Data(contentsOf: folder.appendingPathComponent(name))))
    }
  }

  /// Replays a target's inputs on a 512 KiB thread; returns the problems found.
  private static func replay(
    _ target: String,
    _ read: @escaping @Sendable ([UInt8]) throws(AnimationFileError) -> Void
  ) async throws -> [String] {
    let inputs = try inputs(target)
    #expect(!inputs.isEmpty, "no inputs in Fuzz/Corpus/\(target)")
    return await onThread(stackSize: 512 * 1024) {
      var problems: [String] = []
      for (name, bytes) in inputs {
        do throws(AnimationFileError) {
          try read(bytes)
        } catch {
          if error.entryName == nil, let offset = error.offset, offset < 0 || offset > bytes.count {
            problems.append("\(name): offset outside the input: \(error)")
          }
        }
      }
      return problems
    }
  }

  @Test func rivCorpusReadsOrFailsWithTypedErrors() async throws {
    let problems = try await Self.replay("riv") { bytes throws(AnimationFileError) in
      _ = try RiveFile(data: Data(bytes), fileName: "corpus.riv")
    }
    #expect(problems == [])
  }

  @Test func lottieCorpusReadsOrFailsWithTypedErrors() async throws {
    let problems = try await Self.replay("lottie") { bytes throws(AnimationFileError) in
      _ = try LottieAnimation(data: Data(bytes), fileName: "corpus.json")
    }
    #expect(problems == [])
  }

  @Test func dotLottieCorpusReadsOrFailsWithTypedErrors() async throws {
    let problems = try await Self.replay("dotlottie") { bytes throws(AnimationFileError) in
      _ = try DotLottieArchive(data: Data(bytes), fileName: "corpus.lottie")
    }
    #expect(problems == [])
  }

  /// The target's input is the entries, separated by NUL bytes, each its name, a line feed and
  /// its contents; the target zips them, stored, as here.
  @Test func dotLottieContentCorpusReadsOrFailsWithTypedErrors() async throws {
    let problems = try await Self.replay("dotlottie-content") { bytes throws(AnimationFileError) in
      var writer = ZipWriter()
      var names: Set<String> = []
      for chunk in bytes.split(separator: 0, omittingEmptySubsequences: false) {
        let lineFeed = chunk.firstIndex(of: 0x0A) ?? chunk.endIndex
        let nameBytes = Array(chunk[..<lineFeed].prefix(1024))
        let name =
          String(validating: nameBytes, as: UTF8.self)
          ?? String(String.UnicodeScalarView(nameBytes.map(Unicode.Scalar.init)))
        guard names.insert(name).inserted, names.count <= 128 else { continue }
        let contents = lineFeed < chunk.endIndex ? Array(chunk[(lineFeed + 1)...]) : []
        writer.add(name, bytes: contents, deflate: false)
      }
      _ = try DotLottieArchive(data: writer.build().data, fileName: "corpus.lottie")
    }
    #expect(problems == [])
  }

  /// The target's first byte picks the name, whose extension decides when the content does not.
  @Test func readerCorpusReadsOrFailsWithTypedErrors() async throws {
    let problems = try await Self.replay("reader") { bytes throws(AnimationFileError) in
      let names = ["fuzz.riv", "fuzz.lottie", "fuzz.json", "fuzz"]
      let fileName = names[Int(bytes.first ?? 0) % names.count]
      _ = try AnimationFileReader.read(Data(bytes.dropFirst()), fileName: fileName)
    }
    #expect(problems == [])
  }
}
