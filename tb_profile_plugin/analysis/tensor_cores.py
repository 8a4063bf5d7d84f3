"""Which kernels run on a GPU's matrix units, and which PyTorch operators can use them.

One home for the rules that kernel_stats (per kernel), op_stats (per PyTorch operator:
torch-tb-profiler's tc_self_ratio / tc_total_ratio) and the overview's GPU summary share.

- A kernel uses the matrix units (NVIDIA Tensor Cores, AMD Matrix Cores), by its name and the
  device's vendor (XProf's heuristics, kernel_stats_utils.cc, cuda/rocm_type_utils.cc): NVIDIA,
  the name contains one of TENSOR_CORE_KERNEL_PATTERNS (also torch-tb-profiler's list); AMD, it
  has a Tensile matrix instruction token (`Cijk_..._MI16x16x16x1_...`, MFMA), a CK-tile matrix
  shape or one of AMD_MATRIX_CORE_PATTERNS, and none of AMD_NOT_MATRIX_CORE_PATTERNS; other
  vendors never. A plane without a vendor (older XSpaces, PyTorch traces whose device the
  importer could not name) is read with NVIDIA's names: CUDA is where such profiles come from.
- A PyTorch operator is Tensor Core eligible when its name is in PYTORCH_TC_OPS:
  torch-tb-profiler 0.4.3's list (PyTorch's autocast lower-precision ops and the backward ops
  they launch kernels from), then what newer PyTorch calls the same work.
"""

from __future__ import annotations

import re

from ..profile import devices

# Kernel name parts of TensorCore kernels (XProf's list; e.g. volta_h884gemm,
# turing_fp16_s1688cudnn_fp16, ampere_..._16816gemm, sm80_xmma_gemm_...).
TENSOR_CORE_KERNEL_PATTERNS = (
    "16816", "c1688", "conv1x1", "conv2d_c1_k1", "dgrad_1x1_stride_2x2", "direct_group",
    "first_layer_wgrad_kernel", "h1688", "h884", "hmma", "i16832", "i8816", "s884", "s1688",
    "xmma_gemm", "xmma_implicit_gemm", "xmma_sparse_conv", "xmma_sparse_gemm",
    "xmma_warp_specialized_implicit_gemm",
)
_TC_KERNEL = re.compile("|".join(map(re.escape, TENSOR_CORE_KERNEL_PATTERNS)))
# AMD Matrix Core kernels (XProf's rocm_type_utils): names with one of these parts, a Tensile
# matrix-instruction token (`_MI16x16x16`) or a CK-tile matrix shape type, unless the name has
# one of the parts of AMD_NOT_MATRIX_CORE_PATTERNS (helpers of matrix kernels).
AMD_MATRIX_CORE_PATTERNS = (
    "gemm_fusion", "Custom_Cijk_", "_xdl", "gtcx", "miopenSp3AsmConvRage", "moe_gemm", "moe_mxgemm",
    "wmma", "aiter", "FMHA_FWD", "attn_fwd", "bwd_kernel_", "mfma",
    "TileGemmShape<", "TileFmhaShape<", "TileFmhaBwdShape<", "TileFlatmmShape<", "TileSageAttnShape<",
)
AMD_NOT_MATRIX_CORE_PATTERNS = ("_odo_", "_dq_convert", "_dq_shuffle", "topksoftmax", "DqAccPrezeroKernel")
_AMD_MATRIX = re.compile("|".join(map(re.escape, AMD_MATRIX_CORE_PATTERNS)) + r"|_MI\d+x\d+x\d+")
_AMD_NOT_MATRIX = re.compile("|".join(map(re.escape, AMD_NOT_MATRIX_CORE_PATTERNS)))

PYTORCH_TC_OPS = frozenset({
    "aten::_convolution", "aten::conv1d", "aten::conv2d", "aten::conv3d", "aten::conv_tbc",
    "aten::conv_transpose1d", "aten::conv_transpose2d", "aten::conv_transpose3d",
    "aten::convolution", "aten::cudnn_convolution", "aten::cudnn_convolution_transpose",
    "aten::prelu", "aten::addmm", "aten::addmv", "aten::addr", "aten::matmul", "aten::mm", "aten::mv",
    "aten::linear", "aten::addbmm", "aten::baddbmm", "aten::bmm", "aten::chain_matmul",
    "aten::linalg_multi_dot", "aten::_thnn_fused_lstm_cell", "aten::_thnn_fused_gru_cell",
    "aten::lstm_cell", "aten::gru_cell", "aten::rnn_tanh_cell", "aten::rnn_relu_cell",
    "CudnnConvolutionBackward", "BmmBackward0", "aten::cudnn_convolution_transpose_backward",
    "CudnnConvolutionTransposeBackward", "MmBackward", "aten::cudnn_convolution_backward_weight",
    "aten::addmm_", "AddmvBackward", "MvBackward", "aten::cudnn_convolution_transpose_backward_weight",
    "aten::cudnn_convolution_transpose_backward_input", "AddmmBackward",
    "aten::cudnn_convolution_backward_input", "AddbmmBackward", "aten::cudnn_convolution_backward",
    # newer PyTorch
    "aten::convolution_backward", "aten::convolution_overrideable", "ConvolutionBackward0",
    "CudnnConvolutionBackward0", "MmBackward0", "AddmmBackward0", "BaddbmmBackward0", "AddbmmBackward0",
    "MvBackward0", "AddmvBackward0", "aten::einsum", "aten::linalg_vecdot", "aten::_scaled_mm",
    "aten::scaled_dot_product_attention", "aten::_scaled_dot_product_flash_attention",
    "aten::_scaled_dot_product_flash_attention_backward", "aten::_scaled_dot_product_efficient_attention",
    "aten::_scaled_dot_product_efficient_attention_backward", "aten::_scaled_dot_product_cudnn_attention",
    "aten::_scaled_dot_product_cudnn_attention_backward", "aten::_flash_attention_forward",
    "aten::_flash_attention_backward", "aten::_efficient_attention_forward",
    "aten::_efficient_attention_backward",
})


def is_kernel_using_tensor_core(kernel_name: str, vendor: str = "") -> bool:
    """Whether the kernel runs on the matrix units, by its name and the device's vendor
    (devices.NVIDIA, devices.AMD, "" for unknown: NVIDIA's names)."""
    if vendor == devices.AMD:
        return _AMD_NOT_MATRIX.search(kernel_name) is None and _AMD_MATRIX.search(kernel_name) is not None
    if vendor in (devices.NVIDIA, ""):
        return _TC_KERNEL.search(kernel_name) is not None
    return False


def is_pytorch_op_tensor_core_eligible(name: str) -> bool:
    return name in PYTORCH_TC_OPS
